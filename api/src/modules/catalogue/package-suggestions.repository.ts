import type { Locale } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { inLocale } from './translated-column.repository';

export interface SuggestionNames {
  categories: string[];
  destinations: string[];
  packages: string[];
}

/**
 * Names to suggest, at most `max` of each kind: categories in the site's order and destinations by name
 * (only those with published packages: a suggestion must find something), published packages in the
 * catalogue's order; in `locale` where they have a translation.
 */
export async function suggestionNames(db: DbOrTx, max: number, locale: Locale): Promise<SuggestionNames> {
  const [categories, destinations, packages] = await Promise.all([
    db
      .selectFrom('categories as c')
      .select(inLocale('c', 'name', locale).as('name'))
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
      .select(inLocale('d', 'name', locale).as('name'))
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
      .selectFrom('packages as p')
      .select(inLocale('p', 'name', locale).as('name'))
      .where('p.status', '=', 'published')
      .orderBy('p.sort_order')
      .orderBy('p.name')
      .limit(max)
      .execute(),
  ]);
  return {
    categories: categories.map((row) => row.name),
    destinations: destinations.map((row) => row.name),
    packages: packages.map((row) => row.name),
  };
}
