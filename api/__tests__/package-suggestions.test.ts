// GET /api/packages/suggestions: category, destination and package names (each once, at most 60) for the
// search panel's quick suggestions; not taken for a package slug by GET /api/packages/:slugOrId.
import { CATEGORIES, DESTINATIONS } from '../src/seed/catalog-data';
import { SEED_PACKAGES } from '../src/seed/demo-data';
import { DB_KINDS } from './helpers/db-targets';
import { addPackages } from './helpers/catalog-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';

interface SuggestionsBody {
  success: boolean;
  data: string[];
}

describe.each(DB_KINDS)('package suggestions on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const suggestions = async () => {
    const res = await ctx.app.inject('/api/packages/suggestions');
    expect(res.statusCode).toBe(200);
    return { body: res.json<SuggestionsBody>(), headers: res.headers };
  };

  it('lists category names, destination names with packages, then package names', async () => {
    const { body, headers } = await suggestions();
    expect(body.success).toBe(true);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    const categories = CATEGORIES.map((category) => category.name);
    const used = new Set(SEED_PACKAGES.map((pkg) => pkg.destination));
    const destinations = DESTINATIONS.filter((destination) => used.has(destination.slug))
      .map((destination) => destination.name)
      .sort();
    expect(destinations.length).toBeLessThan(DESTINATIONS.length);
    const packages = SEED_PACKAGES.map((pkg) => pkg.name);
    expect(body.data).toEqual([...categories, ...destinations, ...packages]);
  });

  it('is not mistaken for a package slug', async () => {
    expect((await ctx.app.inject('/api/packages/suggestion')).json()).toMatchObject({
      success: false,
      message: 'Package not found',
    });
    const detail = await ctx.app.inject('/api/packages/kedarkantha-trek');
    expect(detail.json<{ data: { slug: string } }>().data.slug).toBe('kedarkantha-trek');
  });

  it('names each term once (ignoring case) and stops at 60', async () => {
    await addPackages(ctx.handle.db, [
      { name: 'treks', sortOrder: -3 },
      { name: 'KEDARNATH', sortOrder: -2 },
      ...Array.from({ length: 70 }, (_, i) => ({ name: `Suggested Meadow ${String(i).padStart(2, '0')}` })),
    ]);
    await ctx.app.catalog.changed();
    const { body } = await suggestions();
    expect(body.data).toHaveLength(60);
    const lower = body.data.map((term) => term.toLowerCase());
    expect(new Set(lower).size).toBe(60);
    expect(body.data.filter((term) => term.toLowerCase() === 'treks')).toEqual(['Treks']);
    expect(body.data.filter((term) => term.toLowerCase() === 'kedarnath')).toEqual(['Kedarnath']);
    expect(body.data.at(-1)).toMatch(/^Suggested Meadow \d\d$/);
  });

  it('answers a revalidation with 304', async () => {
    const first = await ctx.app.inject('/api/packages/suggestions');
    const again = await ctx.app.inject({
      url: '/api/packages/suggestions',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
