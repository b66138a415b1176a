import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/schema';
import { json } from '../db/ids';
import { PUBLIC_DIR } from '../paths';
import { scheduleImageVariants } from '../modules/catalogue/image-variants';
import { storeImage } from '../modules/catalogue/uploaded-images.repository';

/** The demo's photos: the drawings rendered at a camera's size, with grain so they weigh what photos do. */
const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1067;

/** Fine grain (raw pixels, made once for every photo). */
const grainOf = () =>
  sharp({
    create: {
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .raw()
    .toBuffer();

async function photoOf(drawing: string, grain: Buffer): Promise<Buffer> {
  return sharp(path.join(PUBLIC_DIR, drawing.replace(/^\//, '')), { density: 120 })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover' })
    .composite([
      { input: grain, raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 }, blend: 'soft-light' },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Gives the demo catalogue real raster pictures through the upload pipeline: each package's drawings become
 * photos, stored as uploads are, with their variants (every format and width, the placeholder) scheduled on
 * the jobs queue as an upload's are, made once the server listens. Pages then weigh and paint as with the
 * operator's uploads. `limit` bounds how many drawings per package (the card's first). Answers how many
 * pictures were stored.
 */
export async function seedDemoPhotos(db: Db, now: Date, limit = 1): Promise<number> {
  const packages = await db.selectFrom('packages').select(['id', 'card_image', 'gallery']).execute();
  const uploaded = new Map<string, string>();
  const grain = await grainOf();
  for (const pkg of packages) {
    const drawings = [pkg.card_image, ...pkg.gallery]
      .filter((src, i, all) => src.endsWith('.svg') && all.indexOf(src) === i)
      .slice(0, limit);
    for (const drawing of drawings) {
      if (uploaded.has(drawing)) continue;
      const photo = await photoOf(drawing, grain);
      const url = await db.transaction().execute(async (tx) => {
        const stored = await storeImage(tx, photo, 'image/jpeg', null);
        await scheduleImageVariants(tx, stored._id, now);
        return stored.url;
      });
      uploaded.set(drawing, url);
    }
    const swap = (src: string) => uploaded.get(src) ?? src;
    await db
      .updateTable('packages')
      .set({ card_image: swap(pkg.card_image), gallery: json(pkg.gallery.map(swap)) })
      .where('id', '=', pkg.id)
      .execute();
  }
  return uploaded.size;
}
