import type { Destination, Locale } from '@trippy/contracts';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';
import { inLocale } from './translated-column.repository';

/**
 * Every destination with its number of published packages, by region, then name (the English ones, the same
 * order in both languages), its words in `locale`.
 */
export async function listDestinationsWithCounts(db: DbOrTx, locale: Locale = 'en'): Promise<Destination[]> {
  const rows = await db
    .selectFrom('destinations as d')
    .leftJoin('packages as p', (join) =>
      join.onRef('p.destination_id', '=', 'd.id').on('p.status', '=', 'published'),
    )
    .select([
      'd.id',
      inLocale('d', 'name', locale).as('name'),
      'd.slug',
      inLocale('d', 'region', locale).as('region'),
      sql<number>`count(p.id)::int`.as('package_count'),
    ])
    .groupBy(['d.id', 'd.slug'])
    .orderBy('d.region', 'desc')
    .orderBy('d.name')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    region: row.region,
    packageCount: Number(row.package_count),
  }));
}
