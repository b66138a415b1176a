// Uploaded photos on the server-rendered pages (issue 34): <picture> with AVIF, WebP and JPEG srcsets, explicit
// dimensions, the blurred placeholder, lazy below the fold, and the package page's photo preloaded with
// imagesrcset. Needs the production build (npm test builds before it tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { createTestApp, type TestContext } from './helpers/test-app';
import { uploadSolidPhoto } from './helpers/images';

const SHELL_SERVER = path.join(REPO_ROOT, 'shell', 'dist', 'server', 'server.js');
if (
  !fs.existsSync(SHELL_SERVER) ||
  !fs.existsSync(path.join(REPO_ROOT, 'packages', 'page-server', 'dist', 'render-worker.js'))
)
  throw new Error('picture page tests need the production build: run `npx -y pnpm@10 run build` first');

const SLUG = 'valley-of-flowers-trek';

describe('uploaded photos on the pages', () => {
  let ctx: TestContext;
  let origin = '';
  let key = '';

  beforeAll(async () => {
    const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-pic-')), 'remotes.json');
    fs.writeFileSync(remotesFile, '{}');
    ctx = await createTestApp('pglite', {
      SERVE_SITE: true,
      SITE_ROOT: REPO_ROOT,
      REMOTES_CONFIG: remotesFile,
      SSR_THREADS: 1,
      // A cold worker on a busy machine: the region is rendered however long its first load takes.
      SSR_REGION_DEADLINE_MS: 10_000,
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // A 3000x2000 photo uploaded through the back office, made into variants by the job queue.
    const { url } = await uploadSolidPhoto(ctx.app, { width: 3000, height: 2000, background: '#3b7a57' });
    const row = await ctx.handle.db
      .selectFrom('uploaded_images')
      .select('variant_key')
      .where('id', '=', url.split('/').pop()!)
      .executeTakeFirstOrThrow();
    key = row.variant_key!;
    await ctx.handle.db
      .updateTable('packages')
      .set({
        card_image: url,
        gallery: JSON.stringify([url, '/images/packages/valley-of-flowers-trek-2.svg']),
      })
      .where('slug', '=', SLUG)
      .execute();
    // Every other package shows the same photo on its card: a listing whose first screen is all photos.
    await ctx.handle.db.updateTable('packages').set({ card_image: url }).where('slug', '!=', SLUG).execute();
    await ctx.app.catalog.changed();
  }, 90_000);
  afterAll(() => ctx.close());

  const page = async (urlPath: string) => {
    const response = await fetch(`${origin}${urlPath}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const srcset = (format: string) =>
    [320, 480, 640, 960, 1280, 1920].map((w) => `/api/images/v/${key}/${w}.${format} ${w}w`).join(', ');

  it('the package page: the photo as <picture> in three formats with its size, placeholder and preload', async () => {
    const html = await page(`/packages/${SLUG}`);
    expect(html).toContain(`<source type="image/avif" srcSet="${srcset('avif')}"`);
    expect(html).toContain(`<source type="image/webp" srcSet="${srcset('webp')}"`);
    const img = new RegExp(
      `<img src="/api/images/v/${key}/640\\.jpg" srcSet="${srcset('jpg')}" sizes="[^"]+" alt="[^"]+photo 1 of 2" width="1200" height="520" style="background-image:url\\(&quot;data:image/jpeg;base64,[^"]+&quot;\\)[^"]*" fetchPriority="high"`,
    );
    expect(html).toMatch(img);
    // The largest paint is requested from the head, before the scripts: the AVIF srcset and the sizes.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcset('avif')}" imageSizes="`,
    );
    // The drawing in the gallery still works, as a plain lazy image; thumbnails are lazy.
    expect(html).toMatch(
      /<img src="\/images\/packages\/valley-of-flowers-trek-2\.svg" alt="" width="120" height="80" loading="lazy"/,
    );
  }, 30_000);

  it('the listing: cards with the variants, sized for the grid, lazy below the first screen', async () => {
    const html = await page('/packages');
    expect(html).toContain(`srcSet="${srcset('avif')}"`);
    expect(html).toMatch(
      new RegExp(
        `<img src="/api/images/v/${key}/640\\.jpg" srcSet="[^"]+" sizes="[^"]+" alt="Valley of Flowers[^"]*" width="480" height="300"`,
      ),
    );
  }, 30_000);

  it("the listing loads only its first card's photo with the page, preloaded; every other card's is lazy", async () => {
    const html = await page('/packages');
    const head = html.slice(0, html.indexOf('</head>'));
    // On a phone's slow link the first screen's other pictures (a desktop's first row) shared the bandwidth of
    // the largest paint.
    expect(head.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    const cards = [...html.matchAll(/<img src="\/api\/images\/v\/[^>]+>/g)].map(([img]) => img);
    expect(cards.length).toBeGreaterThan(4);
    expect(cards[0]).toContain('fetchPriority="high"');
    expect(cards[0]).not.toContain('loading="lazy"');
    for (const card of cards.slice(1)) {
      expect(card).toContain('loading="lazy"');
      expect(card).not.toContain('fetchPriority');
    }
  }, 30_000);

  it('serves each variant immutable', async () => {
    for (const file of ['320.avif', '960.webp', '1920.jpg']) {
      const response = await fetch(`${origin}/api/images/v/${key}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
