import type { PackageDetail, PackageSummary } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { addPackages } from './helpers/catalog-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

describe.each(DB_KINDS)('packages on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('lists every package as a summary: what cards, the carousel and search show', async () => {
    const res = await ctx.app.inject('/api/packages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<{ success: boolean; data: PackageSummary[] }>();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(16);
    const vof = body.data.find((p) => p.slug === 'valley-of-flowers-trek');
    expect(vof).toMatchObject({
      name: 'Valley of Flowers Trek with Hemkund Sahib',
      category: { slug: 'treks', name: 'Treks' },
      destination: { slug: 'chamoli' },
      images: { cardImage: '/images/packages/valley-of-flowers-trek-1.svg' },
      offerPrice: 1_099_900,
    });
    expect(vof?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(vof?.originalPrice).toBeGreaterThan(vof?.offerPrice ?? 0);
    expect(vof?.durationDays).toBeGreaterThan(0);
    expect(vof?.nextDeparture).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(vof?.updatedAt ?? '')).not.toBeNaN();
    // The whole package is the detail's: no itinerary, gallery, add-ons or description in a list.
    expect(Object.keys(vof ?? {}).sort()).toEqual([
      '_id',
      'category',
      'destination',
      'duration',
      'durationDays',
      'images',
      'location',
      'name',
      'nextDeparture',
      'offerPrice',
      'originalPrice',
      'slug',
      'updatedAt',
    ]);
    expect(Object.keys(vof?.images ?? {})).toEqual(['cardImage']);
    const charDham = body.data.filter((p) => p.category.name.toLowerCase() === 'char dham');
    expect(charDham.length).toBeGreaterThanOrEqual(3);
    const slugs = new Set(body.data.map((p) => p.category.slug));
    for (const slug of [
      'char-dham',
      'treks',
      'spiritual-trips',
      'backpacking-trips',
      'weekend-trips',
      'family-holidays',
      'trippy-girls-only-trips',
      'corporate-trippy-space',
      'adventure',
    ]) {
      expect(slugs.has(slug)).toBe(true);
    }
  });

  it('filters by category and destination', async () => {
    const treks = (await ctx.app.inject('/api/packages?category=treks')).json<{ data: PackageSummary[] }>()
      .data;
    expect(treks.length).toBeGreaterThan(0);
    expect(treks.every((p) => p.category.slug === 'treks')).toBe(true);
    const kasol = (await ctx.app.inject('/api/packages?destination=kasol')).json<{ data: PackageSummary[] }>()
      .data;
    expect(kasol.every((p) => p.destination.slug === 'kasol')).toBe(true);
    expect(
      (await ctx.app.inject('/api/packages?category=nope')).json<{ data: PackageSummary[] }>().data,
    ).toEqual([]);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await ctx.app.inject('/api/packages');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await ctx.app.inject({ url: '/api/packages', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
  });

  it('returns a package by slug and by id with upcoming batches sorted', async () => {
    const bySlug = await ctx.app.inject('/api/packages/kedarkantha-trek');
    expect(bySlug.statusCode).toBe(200);
    const detail = bySlug.json<{ data: PackageDetail }>().data;
    expect(detail.batches.length).toBeGreaterThanOrEqual(3);
    const dates = detail.batches.map((b) => b.startDate);
    expect([...dates].sort()).toEqual(dates);
    expect(detail.batches.some((b) => b.availability === 'sold-out' && b.seatsLeft === 0)).toBe(true);
    expect(detail.itinerary[0]).toMatchObject({ day: 1 });
    expect(detail.images.gallery.length).toBeGreaterThan(0);
    expect(detail.additionalServices.length).toBeGreaterThan(0);
    expect(detail.packageType).toBe('Trek');
    const byId = await ctx.app.inject(`/api/packages/${detail._id}`);
    expect(byId.json<{ data: PackageDetail }>().data.slug).toBe('kedarkantha-trek');
  });

  it('answers 404 in the envelope for an unknown package', async () => {
    const res = await ctx.app.inject('/api/packages/no-such-trip');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Package not found' });
    expect((await ctx.app.inject('/api/packages/aaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
  });

  it("shows a card picture in lists: the card image, else the gallery's first, else none", async () => {
    const [galleryOnly, noPicture] = await addPackages(ctx.handle.db, [
      { name: 'Gallery Only Trek', cardImage: '', gallery: ['/g/first.svg', '/g/second.svg'] },
      { name: 'No Picture Trek', cardImage: '', gallery: [] },
    ]);
    await ctx.app.catalog.changed();
    const listed = (await ctx.app.inject('/api/packages')).json<{ data: PackageSummary[] }>().data;
    const cardOf = (slug?: string) => listed.find((p) => p.slug === slug)?.images.cardImage;
    expect(cardOf(galleryOnly)).toBe('/g/first.svg');
    expect(cardOf(noPicture)).toBe('');
    expect(cardOf('valley-of-flowers-trek')).toBe('/images/packages/valley-of-flowers-trek-1.svg');
  });

  it('lists categories and destinations with package counts', async () => {
    const categories = (await ctx.app.inject('/api/categories')).json<{
      data: Array<{ slug: string; packageCount: number }>;
    }>().data;
    expect(categories).toHaveLength(9);
    expect(categories[0]).toMatchObject({ slug: 'char-dham' });
    expect(categories.every((c) => c.packageCount > 0)).toBe(true);
    const destinations = (await ctx.app.inject('/api/destinations')).json<{
      data: Array<{ slug: string; packageCount: number }>;
    }>().data;
    expect(destinations.find((d) => d.slug === 'kedarnath')?.packageCount).toBeGreaterThan(0);
  });
});

describe('static API extras', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('serves package illustrations with a long cache', async () => {
    const res = await ctx.app.inject('/images/packages/valley-of-flowers-trek-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('serves OpenAPI docs and security headers', async () => {
    const res = await ctx.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining(['/api/packages', '/api/bookings']),
    );
    expect((await ctx.app.inject('/api/packages')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with the envelope', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ success: boolean }>().success).toBe(false);
  });

  it('answers CORS to no origin by default (the site calls the API on its own origin)', async () => {
    for (const origin of ['http://localhost:3000', 'https://evil.example', undefined]) {
      const res = await ctx.app.inject({ url: '/api/packages', headers: origin ? { origin } : {} });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(String(res.headers.vary)).not.toMatch(/origin/i);
    }
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits CORS to the configured origins', async () => {
    const configured = await createTestApp('pglite', { CORS_ORIGINS: ['https://partner.example'] });
    try {
      const { app } = configured;
      const ok = await app.inject({ url: '/api/packages', headers: { origin: 'https://partner.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/bookings',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
      const evil = await app.inject({ url: '/api/packages', headers: { origin: 'https://evil.example' } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      // Without Origin (the site's own calls) no CORS header is sent; the answer still varies on Origin.
      const sameSite = await app.inject({ url: '/api/packages' });
      expect(Object.keys(sameSite.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(String(sameSite.headers.vary)).toMatch(/^Origin\b/);
      // A kept answer sent compressed adds its own reason to vary to CORS's.
      const compressed = await app.inject({ url: '/api/packages', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toBe('Origin, accept-encoding');
    } finally {
      await configured.close();
    }
  });
});
