import sharp from 'sharp';

const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });

/**
 * Detail at every scale, as a landscape has it (rock, trees, grass): gaussian noise made at five sizes, each
 * enlarged to the photo's, laid over one another. Unlike fine grain alone, it survives downscaling to a phone's
 * width, so the variants a page sends weigh what a real photo's do.
 */
async function naturalDetail(width: number, height: number): Promise<Buffer> {
  const layers = await Promise.all(
    [32, 16, 8, 4, 1].map((scale) =>
      noise(Math.ceil(width / scale), Math.ceil(height / scale), 50)
        .png()
        .toBuffer()
        .then((layer) => sharp(layer).resize(width, height, { kernel: 'cubic' }).png().toBuffer()),
    ),
  );
  const [base, ...rest] = layers;
  return sharp(base)
    .composite(rest.map((input) => ({ input, blend: 'soft-light' as const })))
    .png()
    .toBuffer();
}

/**
 * A phone photo's weight at `width` x `height`: detail over a landscape's gradients, at camera quality, with the
 * EXIF a phone writes (its GPS position too). `detail` 'grain' is fine grain only (the upload benchmark's file
 * size); 'natural' keeps detail at every scale (what pages send).
 */
export async function phonePhoto(
  seed: number,
  width = 4000,
  height = 3000,
  detail: 'grain' | 'natural' = 'grain',
): Promise<Buffer> {
  const texture =
    detail === 'grain' ? await noise(width, height, 40).png().toBuffer() : await naturalDetail(width, height);
  const x = (share: number) => Math.round(width * share);
  const y = (share: number) => Math.round(height * share);
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#${(0x2b1055 + seed * 97).toString(16).slice(-6)}"/><stop offset="1" stop-color="#ffb199"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><path d="M0 ${y(22 / 30)} L${x(13 / 40)} ${y(9 / 30)} L${x(21 / 40)} ${y(17 / 30)} L${x(29 / 40)} ${y(7 / 30)} L${width} ${y(20 / 30)} V${height} H0Z" fill="#2f4f3f"/></svg>`,
  );
  return sharp(scene)
    .composite([{ input: texture, blend: 'overlay' }])
    .jpeg({ quality: 93, chromaSubsampling: '4:4:4' })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Trail 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 19/1 0/1' },
    })
    .toBuffer();
}
