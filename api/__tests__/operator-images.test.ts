import crypto from 'node:crypto';
import sharp from 'sharp';
import type { ImageUploadResult } from '@trippy/contracts';
import { newId } from '../src/db/ids';
import { sniffImageType } from '../src/modules/catalogue/image-sniff';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone's photo: landscape pixels turned upright by EXIF orientation 6, with the camera and a GPS position. */
const phoneJpeg = () =>
  solid(1600, 1200, '#2f6f4f')
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Trail 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 19/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '78/1 2/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const crc32 = (bytes: Buffer): number => {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};
/** A decompression bomb: a few dozen bytes declaring a 50000x50000 PNG (2.5 gigapixels). */
const bombPng = () => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};
/** The first bytes of an iPhone's HEIC (an ISO media `ftyp` box, brand heic). */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  crypto.randomBytes(64),
]);

describe('sniffImageType', () => {
  it('tells JPEG, PNG, WebP, AVIF and HEIC by their first bytes only', async () => {
    expect(sniffImageType(await solid(2, 2, '#fff').png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await solid(2, 2, '#fff').jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await solid(2, 2, '#fff').webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await solid(2, 2, '#fff').avif().toBuffer())).toBe('image/avif');
    expect(sniffImageType(HEIC)).toBe('image/heic');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF0000AVI '))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe.each(DB_KINDS)('image uploads on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;

  const upload = (body: Buffer | string, contentType: string, token = staff.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/operator/images',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  const uploaded = async (body: Buffer, contentType: string) => {
    const res = await upload(body, contentType);
    expect(res.statusCode).toBe(201);
    return res.json<{ data: ImageUploadResult }>().data;
  };
  const pictureOf = async (url: string) => {
    const rows = await ctx.handle.db
      .selectFrom('uploaded_images')
      .select(['variant_key', 'variant_widths', 'width', 'height', 'placeholder'])
      .where('id', '=', url.split('/').pop()!)
      .executeTakeFirstOrThrow();
    return rows;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    staff = await createStaffToken(ctx.app, 'staff');
  });
  afterAll(() => ctx.close());

  it('a phone JPEG with EXIF GPS: variants made by the job, upright, with no EXIF or GPS, served immutable', async () => {
    const photo = await phoneJpeg();
    expect((await sharp(photo).metadata()).exif?.includes('PhoneCo')).toBe(true);
    const data = await uploaded(photo, 'image/jpeg');
    expect(data).toMatchObject({
      url: `/api/images/uploads/${data._id}`,
      contentType: 'image/jpeg',
      bytes: photo.length,
      sha256: crypto.createHash('sha256').update(photo).digest('hex'),
    });
    // Made off the request path: the job queue's image pass (the upload started one in the background).
    await ctx.app.jobs.runImageJobs();
    const job = await ctx.handle.db
      .selectFrom('jobs')
      .select('status')
      .where('key', '=', `image.variants:${data._id}`)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
    const picture = await pictureOf(data.url);
    expect(picture).toMatchObject({ width: 1200, height: 1600, variant_widths: [320, 480, 640, 960, 1200] });
    expect(picture.placeholder).toMatch(/^data:image\/jpeg;base64,/);
    expect(picture.placeholder!.length).toBeLessThan(1500);
    for (const [ext, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ] as const)
      for (const width of [320, 1200]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/images/v/${picture.variant_key}/${width}.${ext}`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1600) / 1200));
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
        expect(res.rawPayload.includes('PhoneCo')).toBe(false);
        expect(res.rawPayload.includes('Exif\0')).toBe(false);
      }
    // Never upscaled, and the original is never served: its address leads to the largest JPEG variant.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/images/v/${picture.variant_key}/1280.jpg` }))
        .statusCode,
    ).toBe(404);
    const original = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(original.statusCode).toBe(302);
    expect(original.headers.location).toBe(`/api/images/v/${picture.variant_key}/1200.jpg`);
  });

  it('an AVIF is accepted; a HEIC this server cannot read is refused, naming the formats accepted', async () => {
    const avif = await solid(800, 600, '#446688').avif().toBuffer();
    await uploaded(avif, 'image/avif');
    const heic = await upload(HEIC, 'image/heic');
    expect(heic.statusCode).toBe(415);
    expect(heic.json<{ message: string }>().message).toMatch(
      /^HEIC photos cannot be read on this server\. Upload a JPEG, PNG, WebP or AVIF image/,
    );
  });

  it('refuses a decompression bomb (a small PNG declaring 50000x50000) with 413, before decoding it', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(100);
    const res = await upload(bomb, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe(
      'The image is 50000x50000 pixels; at most 50 megapixels are accepted',
    );
  });

  it('the same bytes again answer the same address, audited once', async () => {
    const bytes = await solid(64, 48, '#a0522d').png().toBuffer();
    const first = await uploaded(bytes, 'image/png');
    const second = await uploaded(bytes, 'image/png');
    expect(second._id).toBe(first._id);
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity_id', '=', first._id)
      .execute();
    expect(audit).toEqual([{ action: 'image.uploaded', staff_id: staff.id }]);
  });

  it('refuses bytes that are not the type named (415), and other types (415)', async () => {
    const png = await solid(4, 4, '#fff').png().toBuffer();
    const lying = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(lying.statusCode).toBe(415);
    expect(lying.json<{ message: string }>().message).toBe(
      'The file is not a PNG image. Upload a JPEG, PNG, WebP or AVIF image (HEIC where this server reads it)',
    );
    expect((await upload(png, 'image/jpeg')).statusCode).toBe(415);
    const broken = await upload(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(200)]),
      'image/jpeg',
    );
    expect(broken.statusCode).toBe(415);
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json<{ message: string }>().message).toBe(
      'Upload a JPEG, PNG, WebP or AVIF image (HEIC where this server reads it)',
    );
    expect((await upload(Buffer.from('GIF89a'), 'image/gif')).statusCode).toBe(415);
    expect((await upload('{"a":1}', 'application/json')).statusCode).toBe(415);
  });

  it('refuses more than 25 MB (413) and an empty body (400)', async () => {
    const png = await solid(4, 4, '#fff').png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(25 * 1024 * 1024)]);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('Images can be at most 25 MB');
    expect((await upload(Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
  });

  it('refuses customers and anonymous callers; 404 for an unknown image or variant', async () => {
    const png = await solid(4, 4, '#fff').png().toBuffer();
    const customer = await registerAndLogin(ctx.app);
    expect((await upload(png, 'image/png', customer.token)).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/images',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/images/uploads/${newId()}` })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/images/v/${'0'.repeat(24)}/320.jpg` })).statusCode,
    ).toBe(404);
  });
});
