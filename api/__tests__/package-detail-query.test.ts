import { toDateOnly } from '@trippy/domain';
import { findPackageDetail, withUpcomingBatches } from '../src/modules/catalogue/packages.repository';
import { DB_KINDS, openTestDb } from './helpers/db-targets';

/**
 * A package page's data read in one query (the description with its add-ons and batches as JSON columns) is
 * the same as the description with its batches read on their own, on both databases: the dates stay
 * YYYY-MM-DD, add-ons and batches keep their order, a package without batches has none.
 */
describe.each(DB_KINDS)('a package detail in one query on %s', (kind) => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    db = await openTestDb(kind, true);
  });
  afterAll(() => db.cleanup());

  it('equals the description with its upcoming batches read apart, for every seeded package', async () => {
    const today = toDateOnly();
    const slugs = await db.handle.db
      .selectFrom('packages')
      .select('slug')
      .where('status', '=', 'published')
      .execute();
    expect(slugs.length).toBeGreaterThan(3);
    let withBatches = 0;
    let withServices = 0;
    for (const { slug } of slugs) {
      const found = await findPackageDetail(db.handle.db, slug, today);
      if (!found) throw new Error(`${slug} not found`);
      expect(found.description).not.toHaveProperty('batches');
      const named = await db.handle.db
        .selectFrom('packages as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .innerJoin('destinations as d', 'd.id', 'p.destination_id')
        .select(['c.name as cn', 'c.slug as cs', 'd.name as dn', 'd.slug as ds'])
        .where('p.slug', '=', slug)
        .executeTakeFirstOrThrow();
      expect(found.description.category).toEqual({ name: named.cn, slug: named.cs });
      expect(found.description.destination).toEqual({ name: named.dn, slug: named.ds });
      expect(found.detail).toEqual(await withUpcomingBatches(db.handle.db, found.description, today));
      for (const batch of found.detail.batches) expect(batch.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (found.detail.batches.length > 1) withBatches += 1;
      if (found.description.additionalServices.length > 1) withServices += 1;
    }
    // The comparison covered lists, not only empty ones.
    expect(withBatches).toBeGreaterThan(0);
    expect(withServices).toBeGreaterThan(0);
  });

  it('finds nothing for an unknown slug or id', async () => {
    expect(await findPackageDetail(db.handle.db, 'no-such-trip')).toBeUndefined();
    expect(await findPackageDetail(db.handle.db, 'aaaaaaaaaaaaaaaaaaaaaaaa')).toBeUndefined();
  });
});
