import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { ICONS_DIR } from '../package-root';

const ICON_SVG = path.join(ICONS_DIR, 'icon.svg');
/** The PNG sizes made of the logo: home-screen icons (Android), the iOS touch icon, the favicon's two. */
const PNG_ICONS: Record<string, number> = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'apple-touch-icon.png': 180,
};
const THEME_COLOR = '#c84b0c';

/** The web app manifest: the site added to a phone's home screen opens as itself, with its icon. */
export const WEB_MANIFEST = {
  name: 'Trippy Himalaya: Char Dham Yatra and Himalayan treks',
  short_name: 'Trippy Himalaya',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  lang: 'en-IN',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

const png = async (size: number) =>
  sharp(await fs.readFile(ICON_SVG), { density: 600 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding PNG images (the format every browser reads for /favicon.ico). */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png: bytes }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(bytes.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += bytes.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** /favicon.ico, /icons/* and /manifest.webmanifest: made from public/icons/icon.svg once, then kept. */
export function registerSiteIcons(app: FastifyInstance): void {
  const made = new Map<string, Promise<Buffer>>();
  const once = (name: string, make: () => Promise<Buffer>) => {
    let bytes = made.get(name);
    if (!bytes) {
      bytes = make();
      made.set(name, bytes);
      bytes.catch(() => made.delete(name));
    }
    return bytes;
  };
  const cache = 'public, max-age=86400';

  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    const ico = await once('favicon.ico', async () =>
      icoOf(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(size) })))),
    );
    return reply.header('Cache-Control', cache).type('image/x-icon').send(ico);
  });
  app.get<{ Params: { file: string } }>(
    '/icons/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'icon.svg')
        return reply
          .header('Cache-Control', cache)
          .type('image/svg+xml')
          .send(await once(file, () => fs.readFile(ICON_SVG)));
      const size = Object.hasOwn(PNG_ICONS, file) ? PNG_ICONS[file] : undefined;
      if (!size) return reply.code(404).send({ success: false, message: 'Not found' });
      return reply
        .header('Cache-Control', cache)
        .type('image/png')
        .send(await once(file, () => png(size)));
    },
  );
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', cache).type('application/manifest+json').send(JSON.stringify(WEB_MANIFEST)),
  );
}
