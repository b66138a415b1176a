// GET /api/packages with page, pageSize, duration, price and sort: filtered, sorted, counted and paged by the
// database; the bands and sorts are the contracts'; without the new parameters the answer is the old one.
import {
  PACKAGE_DURATION_OPTIONS,
  PACKAGE_PRICE_OPTIONS,
  type PackageSummary,
  type PackagePage,
} from '@trippy/contracts';
import { inPackageBand } from '@trippy/domain';
import { DB_KINDS } from './helpers/db-targets';
import { addPackages } from './helpers/catalog-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

interface ListBody {
  success: boolean;
  data: PackageSummary[];
  page?: PackagePage;
  message?: string;
}

/** The sorts as the browser applied them to the whole list (stable: ties keep the catalogue order). */
const byDeparture = (a: PackageSummary, b: PackageSummary): number => {
  if (a.nextDeparture === b.nextDeparture) return 0;
  if (!a.nextDeparture) return 1;
  if (!b.nextDeparture) return -1;
  return a.nextDeparture < b.nextDeparture ? -1 : 1;
};
const COMPARATORS: Record<string, (a: PackageSummary, b: PackageSummary) => number> = {
  'price-asc': (a, b) => a.offerPrice - b.offerPrice,
  'price-desc': (a, b) => b.offerPrice - a.offerPrice,
  'duration-asc': (a, b) => a.durationDays - b.durationDays,
  'duration-desc': (a, b) => b.durationDays - a.durationDays,
  departure: byDeparture,
};

describe.each(DB_KINDS)('package listing on %s', (kind) => {
  let ctx: TestContext;
  let all: PackageSummary[];

  const get = async (query: string) => {
    const res = await ctx.app.inject(`/api/packages${query ? `?${query}` : ''}`);
    return { status: res.statusCode, body: res.json<ListBody>(), headers: res.headers };
  };
  const slugsOf = (packages: PackageSummary[]) => packages.map((pkg) => pkg.slug);

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    // Band edges in paise and days, equal prices (ties), and a package without any departure.
    await addPackages(ctx.handle.db, [
      { name: 'Edge Under', offerPrice: 799_999, durationDays: 3, departures: [40] },
      { name: 'Edge Low', offerPrice: 800_000, durationDays: 4, departures: [41] },
      { name: 'Edge High', offerPrice: 1_500_000, durationDays: 7 },
      { name: 'Edge Over', offerPrice: 1_500_001, durationDays: 8, departures: [1] },
      { name: 'Tie Alpha', offerPrice: 1_000_000, durationDays: 1, category: 'adventure' },
      { name: 'Tie Beta', offerPrice: 1_000_000, durationDays: 1, category: 'adventure' },
    ]);
    await ctx.app.catalog.changed();
    all = (await get('')).body.data;
  });
  afterAll(() => ctx.close());

  it('answers as before without q, page and pageSize: every package, no page object', async () => {
    const { status, body, headers } = await get('');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.data).toHaveLength(17 + 6);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = await ctx.handle.db
      .selectFrom('packages')
      .select('slug')
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
    expect(slugsOf(body.data)).toEqual(rows.map((row) => row.slug));
    const treks = await get('category=treks');
    expect(Object.keys(treks.body).sort()).toEqual(['data', 'success']);
    expect(slugsOf(treks.body.data)).toEqual(slugsOf(all.filter((pkg) => pkg.category.slug === 'treks')));
    const empty = await get('category=&destination=&duration=&price=&sort=');
    expect(slugsOf(empty.body.data)).toEqual(slugsOf(all));
  });

  it('keeps the ETag, 304 and compression of the cached list', async () => {
    const first = await ctx.app.inject('/api/packages');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9+/=]+"$/);
    const second = await ctx.app.inject('/api/packages');
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const revalidated = await ctx.app.inject({ url: '/api/packages', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const stale = await ctx.app.inject({ url: '/api/packages', headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    const compressed = await ctx.app.inject({ url: '/api/packages', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(etag);
    expect(compressed.rawPayload.length).toBeLessThan(first.rawPayload.length / 2);
  });

  it('pages with totals, in the catalogue order, without overlap', async () => {
    const first = await get('page=1&pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.page).toEqual({ number: 1, size: 5, total: 23, pages: 5 });
    const pages: PackageSummary[] = [];
    for (let number = 1; number <= 5; number++) {
      const { body } = await get(`page=${number}&pageSize=5`);
      expect(body.page).toEqual({ number, size: 5, total: 23, pages: 5 });
      expect(body.data).toHaveLength(number < 5 ? 5 : 3);
      pages.push(...body.data);
    }
    expect(slugsOf(pages)).toEqual(slugsOf(all));
    const beyond = await get('page=9&pageSize=5');
    expect(beyond.body).toMatchObject({ success: true, data: [], page: { number: 9, total: 23, pages: 5 } });
  });

  it('defaults to page 1 of 12 when only one of page and pageSize is given', async () => {
    const onlyPage = await get('page=2');
    expect(onlyPage.body.page).toEqual({ number: 2, size: 12, total: 23, pages: 2 });
    expect(slugsOf(onlyPage.body.data)).toEqual(slugsOf(all.slice(12, 24)));
    const onlySize = await get('pageSize=48');
    expect(onlySize.body.page).toEqual({ number: 1, size: 48, total: 23, pages: 1 });
    expect(onlySize.body.data).toHaveLength(23);
  });

  it.each(PACKAGE_DURATION_OPTIONS.map((option) => option.value))('filters by duration %s', async (value) => {
    const band = PACKAGE_DURATION_OPTIONS.find((option) => option.value === value)!;
    const expected = all.filter((pkg) => inPackageBand(pkg.durationDays, band));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const { body } = await get(`duration=${value}&page=1&pageSize=48`);
    expect(slugsOf(body.data)).toEqual(slugsOf(expected));
    expect(body.page?.total).toBe(expected.length);
  });

  it.each(PACKAGE_PRICE_OPTIONS.map((option) => option.value))('filters by price %s', async (value) => {
    const band = PACKAGE_PRICE_OPTIONS.find((option) => option.value === value)!;
    const expected = all.filter((pkg) => inPackageBand(pkg.offerPrice, band));
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await get(`price=${value}&page=1&pageSize=48`);
    expect(slugsOf(body.data)).toEqual(slugsOf(expected));
    expect(body.page?.total).toBe(expected.length);
  });

  it('puts the band edges where the browser put them (rupees = paise / 100)', async () => {
    const names = async (query: string) => (await get(query)).body.data.map((pkg) => pkg.name);
    expect(await names('price=under-8000')).toContain('Edge Under');
    expect(await names('price=under-8000')).not.toContain('Edge Low');
    expect(await names('price=8000-15000')).toEqual(expect.arrayContaining(['Edge Low', 'Edge High']));
    expect(await names('price=8000-15000')).not.toContain('Edge Over');
    expect(await names('price=over-15000')).toContain('Edge Over');
    expect(await names('duration=short')).toEqual(expect.arrayContaining(['Edge Under', 'Tie Alpha']));
    expect(await names('duration=week')).toEqual(expect.arrayContaining(['Edge Low', 'Edge High']));
    expect(await names('duration=long')).toContain('Edge Over');
    expect(await names('duration=long')).not.toContain('Edge High');
  });

  it.each(Object.keys(COMPARATORS))(
    'sorts by %s like the browser did, ties in catalogue order',
    async (sort) => {
      const expected = [...all].sort(COMPARATORS[sort]);
      const { body } = await get(`sort=${sort}&page=1&pageSize=48`);
      expect(slugsOf(body.data)).toEqual(slugsOf(expected));
      const secondPage = await get(`sort=${sort}&page=2&pageSize=10`);
      expect(slugsOf(secondPage.body.data)).toEqual(slugsOf(expected.slice(10, 20)));
    },
  );

  it('puts packages without a departure last when sorting by departure', async () => {
    const { body } = await get('sort=departure&pageSize=48');
    const last = body.data.at(-1);
    expect(last?.nextDeparture).toBeNull();
    expect(body.data[0]?.name).toBe('Edge Over');
    const alpha = body.data.findIndex((pkg) => pkg.name === 'Tie Alpha');
    expect(body.data[alpha + 1]?.name).toBe('Tie Beta');
  });

  it('combines category, destination, bands, sort and paging', async () => {
    const expected = all
      .filter(
        (pkg) =>
          pkg.category.slug === 'treks' &&
          inPackageBand(pkg.durationDays, PACKAGE_DURATION_OPTIONS[1]) &&
          inPackageBand(pkg.offerPrice, PACKAGE_PRICE_OPTIONS[1]),
      )
      .sort(COMPARATORS['price-desc']);
    expect(expected.length).toBeGreaterThan(1);
    const { body } = await get('category=treks&duration=week&price=8000-15000&sort=price-desc&pageSize=1');
    expect(body.page).toEqual({ number: 1, size: 1, total: expected.length, pages: expected.length });
    expect(slugsOf(body.data)).toEqual([expected[0]?.slug]);
    const chamoli = await get('destination=chamoli&page=1');
    expect(chamoli.body.data.every((pkg) => pkg.destination.slug === 'chamoli')).toBe(true);
    expect(chamoli.body.page?.total).toBe(all.filter((pkg) => pkg.destination.slug === 'chamoli').length);
    const none = await get('category=no-such-category&page=1');
    expect(none.body).toMatchObject({ data: [], page: { number: 1, size: 12, total: 0, pages: 0 } });
  });

  it('applies the filters and sort to the whole list when not paged', async () => {
    const { body } = await get('duration=long&sort=price-asc');
    expect(body.page).toBeUndefined();
    const expected = all
      .filter((pkg) => inPackageBand(pkg.durationDays, PACKAGE_DURATION_OPTIONS[2]))
      .sort(COMPARATORS['price-asc']);
    expect(slugsOf(body.data)).toEqual(slugsOf(expected));
  });

  it.each([
    ['an unknown duration', 'duration=fortnight', 'duration must be one of short, week or long'],
    ['an unknown price', 'price=cheap', 'price must be one of under-8000, 8000-15000 or over-15000'],
    [
      'an unknown sort',
      'sort=name',
      'sort must be one of price-asc, price-desc, duration-asc, duration-desc or departure',
    ],
    ['a duration in another case', 'duration=SHORT', 'duration must be one of short, week or long'],
    ['page 0', 'page=0', 'page must be >= 1'],
    ['a negative page', 'page=-1', 'page must be >= 1'],
    ['a page past the bound', 'page=10001', 'page must be <= 10000'],
    ['a page that is no number', 'page=two', 'page must be integer'],
    ['an infinite page', 'page=1e309', 'page is out of range'],
    ['an infinite page size', 'pageSize=1e309', 'pageSize is out of range'],
    ['a negative infinite page', 'page=-1e309', 'page is out of range'],
    ['a fractional page', 'page=1.5', 'page must be integer'],
    ['page size 0', 'pageSize=0', 'pageSize must be >= 1'],
    ['page size 49', 'pageSize=49', 'pageSize must be <= 48'],
    ['a long category', `category=${'c'.repeat(81)}`, 'category must be at most 80 characters'],
  ])('refuses %s with a 400 in the envelope', async (_label, query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(body.data).toBeUndefined();
  });

  it('answers a repeated page with 304 to its ETag', async () => {
    const first = await ctx.app.inject('/api/packages?page=2&pageSize=5&sort=price-asc');
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      url: '/api/packages?page=2&pageSize=5&sort=price-asc',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('documents the parameters and the page object in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/docs/json')).json<{
      paths: Record<string, { get: { parameters: Array<{ name: string; schema: { enum?: string[] } }> } }>;
    }>();
    const params = doc.paths['/api/packages']?.get.parameters ?? [];
    expect(params.map((param) => param.name)).toEqual(
      expect.arrayContaining(['q', 'limit', 'page', 'pageSize', 'duration', 'price', 'sort']),
    );
    expect(params.find((param) => param.name === 'duration')?.schema.enum).toEqual([
      '',
      'short',
      'week',
      'long',
    ]);
    expect(JSON.stringify(doc.paths['/api/packages'])).toContain('"pages"');
  });
});
