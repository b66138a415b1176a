import fs from 'node:fs';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SHARE_CARD } from '@trippy/contracts';

/** Noto Sans from npm (so a machine without system fonts draws the same card); Devanagari carries ₹ and Hindi. */
const FONT_FILES: Array<[name: string, file: string, weight: 400 | 700]> = [
  ['Noto Sans', 'noto-sans-latin-400-normal.woff', 400],
  ['Noto Sans', 'noto-sans-latin-700-normal.woff', 700],
  ['Noto Sans', 'noto-sans-latin-ext-400-normal.woff', 400],
  ['Noto Sans', 'noto-sans-latin-ext-700-normal.woff', 700],
  ['Noto Sans Devanagari', 'noto-sans-devanagari-400-normal.woff', 400],
  ['Noto Sans Devanagari', 'noto-sans-devanagari-700-normal.woff', 700],
];

let fonts: Font[] | undefined;
const loadFonts = (): Font[] =>
  (fonts ??= FONT_FILES.map(([name, file, weight]) => ({
    name,
    weight,
    style: 'normal',
    data: fs.readFileSync(require.resolve(`@fontsource/noto-sans/files/${file}`)),
  })));

export interface CardText {
  title: string;
  line: string;
}

type Node = {
  type: string;
  props: { style: Record<string, unknown>; children?: Node | string | Array<Node | string> };
};
const box = (style: Record<string, unknown>, ...children: Array<Node | string>): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.length === 1 ? children[0] : children },
});

/** The words, bottom left over a darkening gradient, white on the photo (or on the brand's colours without one). */
async function textLayer(text: CardText): Promise<Buffer> {
  const { width, height } = SHARE_CARD;
  const svg = await satori(
    box(
      {
        width,
        height,
        flexDirection: 'column',
        justifyContent: 'flex-end',
        backgroundImage: 'linear-gradient(180deg, rgba(17,24,39,0) 25%, rgba(17,24,39,0.9) 100%)',
        fontFamily: 'Noto Sans, Noto Sans Devanagari',
        color: '#ffffff',
      },
      box(
        { flexDirection: 'column', padding: '0 64px 52px 64px' },
        box({ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }, text.title),
        box({ fontSize: 34, marginTop: 16, lineHeight: 1.3 }, text.line),
        box({ fontSize: 26, marginTop: 28, color: '#fed7aa', fontWeight: 700 }, 'Trippy Himalaya · Dehradun'),
      ),
    ) as unknown as Parameters<typeof satori>[0],
    { width, height, fonts: loadFonts() },
  );
  return Buffer.from(svg);
}

const brandBackground = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  );

/**
 * A share card: 1200x630 JPEG of the photo (cropped to fill), the title, a line and the brand; without a photo,
 * on the brand's colours. About 40-150 KB.
 */
export async function composeShareCard(text: CardText, photo: Buffer | undefined): Promise<Buffer> {
  const { width, height } = SHARE_CARD;
  const background = photo
    ? sharp(photo, { density: 144 }).rotate().resize(width, height, { fit: 'cover', position: 'attention' })
    : brandBackground();
  return background
    .composite([{ input: await textLayer(text) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
