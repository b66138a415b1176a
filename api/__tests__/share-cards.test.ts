// Share cards (issue 34): every public page names a raster og:image, 1200x630 JPEG under 300 KB, saying what
// the page is from its path alone; a package's shows its uploaded photo and changes with its price.
import sharp from 'sharp';
import { shareCardPath } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { createTestApp, type TestContext } from './helpers/test-app';
import { uploadSolidPhoto } from './helpers/images';

const MAX_BYTES = 300 * 1024;

describe.each(DB_KINDS)('share cards on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const card = async (pagePath: string) => {
    const res = await ctx.app.inject(shareCardPath(pagePath));
    return { res, bytes: res.rawPayload };
  };
  const expectCard = async (pagePath: string) => {
    const { res, bytes } = await card(pagePath);
    expect({ pagePath, status: res.statusCode }).toEqual({ pagePath, status: 200 });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(meta.exif).toBeUndefined();
    return { bytes, etag: res.headers.etag };
  };

  it('every kind of public page has one: home, Char Dham, listing, category, destination, package, blog, policy', async () => {
    for (const page of [
      '/',
      '/char-dham',
      '/packages',
      '/treks',
      '/destination',
      '/destinations',
      '/destination/chamoli',
      '/packages/valley-of-flowers-trek',
      '/blogs',
      '/blogs/char-dham-yatra-guide',
      '/privacy-policy',
    ])
      await expectCard(page);
  }, 60_000);

  it('a package card shows its uploaded photo, and a new price makes a new card', async () => {
    // A photo of one colour: the card's top half (above the words' gradient) is that colour.
    const upload = await uploadSolidPhoto(ctx.app, { width: 2400, height: 1600, background: '#1e8a3c' });
    await ctx.handle.db
      .updateTable('packages')
      .set({ card_image: upload.url })
      .where('slug', '=', 'valley-of-flowers-trek')
      .execute();

    const first = await expectCard('/packages/valley-of-flowers-trek');
    const { dominant } = await sharp(first.bytes)
      .extract({ left: 0, top: 0, width: 1200, height: 150 })
      .stats();
    expect(dominant.g).toBeGreaterThan(dominant.r + 60);
    expect(dominant.g).toBeGreaterThan(dominant.b + 60);

    await ctx.handle.db
      .updateTable('packages')
      .set((eb) => ({ offer_price: eb('offer_price', '+', 100_00) }))
      .where('slug', '=', 'valley-of-flowers-trek')
      .execute();
    const repriced = await expectCard('/packages/valley-of-flowers-trek');
    expect(repriced.etag).not.toBe(first.etag);
    expect(repriced.bytes.equals(first.bytes)).toBe(false);
  }, 60_000);

  it('answers 404 for a package that does not exist, and for addresses that are not a page path', async () => {
    expect((await card('/packages/no-such-trip')).res.statusCode).toBe(404);
    for (const url of [
      '/api/share-cards/Index.jpg',
      '/api/share-cards/index.png',
      '/api/share-cards/a/b/c/d/e.jpg',
      '/api/share-cards/%2e%2e/secret.jpg',
      `/api/share-cards/${'a'.repeat(300)}.jpg`,
    ]) {
      const res = await ctx.app.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: res.statusCode === 400 ? 400 : 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
