import type { DbOrTx } from '../../db/schema';

export interface SuggestionNames {
  categories: string[];
  destinations: string[];
  packages: string[];
}

/**
 * Names to suggest, at most `max` of each kind: categories in the site's order and destinations by name
 * (only those with published packages: a suggestion must find something), published packages in the
 * catalogue's order.
 */
export async function suggestionNames(db: DbOrTx, max: number): Promise<SuggestionNames> {
  const [categories, destinations, packages] = await Promise.all([
    db
      .selectFrom('categories as c')
      .select('c.name')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('packages as p')
            .select('p.id')
            .whereRef('p.category_id', '=', 'c.id')
            .where('p.status', '=', 'published'),
        ),
      )
      .orderBy('c.sort_order')
      .orderBy('c.name')
      .limit(max)
      .execute(),
    db
      .selectFrom('destinations as d')
      .select('d.name')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('packages as p')
            .select('p.id')
            .whereRef('p.destination_id', '=', 'd.id')
            .where('p.status', '=', 'published'),
        ),
      )
      .orderBy('d.name')
      .limit(max)
      .execute(),
    db
      .selectFrom('packages')
      .select('name')
      .where('status', '=', 'published')
      .orderBy('sort_order')
      .orderBy('name')
      .limit(max)
      .execute(),
  ]);
  return {
    categories: categories.map((row) => row.name),
    destinations: destinations.map((row) => row.name),
    packages: packages.map((row) => row.name),
  };
}
