import { isInSeason, seasonLabel } from '@trippy/domain';
import { seedDemoData } from '../src/seed/run-seed';
import { openTestDb } from './helpers/db-targets';

// Issue 36: Char Dham departures ran in December while the temples are shut for winter. The demo seed
// places every departure inside its package's season, relative to the day it runs (next season if over).
describe.each(['2026-11-28', '2027-06-10', '2027-08-20'])('the demo seed on %s', (today) => {
  it("creates departures only inside each package's season, after that day", async () => {
    const { handle, cleanup } = await openTestDb('pglite', false);
    try {
      await seedDemoData(handle.db, today);
      const rows = await handle.db
        .selectFrom('batches as b')
        .innerJoin('packages as p', 'p.id', 'b.package_id')
        .select(['p.slug', 'p.season_months', 'b.start_date'])
        .execute();
      expect(rows.length).toBeGreaterThan(40);
      const outside = rows.filter(
        (row) => !isInSeason(row.season_months, row.start_date) || row.start_date <= today,
      );
      expect(
        outside.map((row) => `${row.slug} ${row.start_date} (${seasonLabel(row.season_months)})`),
      ).toEqual([]);
      const seasonOf = (slug: string) => rows.find((row) => row.slug === slug)?.season_months;
      expect(seasonOf('char-dham-yatra-from-haridwar')).toEqual([5, 6, 9, 10]);
      expect(seasonOf('valley-of-flowers-trek')).toEqual([7, 8, 9]);
    } finally {
      await cleanup();
    }
  });
});
