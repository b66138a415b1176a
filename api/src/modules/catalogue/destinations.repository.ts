import type { Destination } from '@trippy/contracts';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

/** Every destination with its number of published packages, by region, then name. */
export async function listDestinationsWithCounts(db: DbOrTx): Promise<Destination[]> {
  const rows = await db
    .selectFrom('destinations as d')
    .leftJoin('packages as p', (join) =>
      join.onRef('p.destination_id', '=', 'd.id').on('p.status', '=', 'published'),
    )
    .select(['d.id', 'd.name', 'd.slug', 'd.region', sql<number>`count(p.id)::int`.as('package_count')])
    .groupBy(['d.id', 'd.name', 'd.slug', 'd.region'])
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
