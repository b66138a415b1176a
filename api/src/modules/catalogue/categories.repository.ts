import type { Category } from '@trippy/contracts';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

/** Every category with its number of published packages, in the site's order. */
export async function listCategoriesWithCounts(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('packages as p', (join) =>
      join.onRef('p.category_id', '=', 'c.id').on('p.status', '=', 'published'),
    )
    .select(['c.id', 'c.name', 'c.slug', 'c.description', sql<number>`count(p.id)::int`.as('package_count')])
    .groupBy(['c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order'])
    .orderBy('c.sort_order')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    packageCount: Number(row.package_count),
  }));
}
