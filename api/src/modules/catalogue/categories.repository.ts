import type { Category, Locale } from '@trippy/contracts';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';
import { inLocale } from './translated-column.repository';

/** Every category with its number of published packages, in the site's order, its words in `locale`. */
export async function listCategoriesWithCounts(db: DbOrTx, locale: Locale = 'en'): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('packages as p', (join) =>
      join.onRef('p.category_id', '=', 'c.id').on('p.status', '=', 'published'),
    )
    .select([
      'c.id',
      inLocale('c', 'name', locale).as('name'),
      'c.slug',
      inLocale('c', 'description', locale).as('description'),
      sql<number>`count(p.id)::int`.as('package_count'),
    ])
    .groupBy(['c.id', 'c.slug', 'c.sort_order'])
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
