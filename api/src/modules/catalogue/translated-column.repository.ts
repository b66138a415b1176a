import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '@trippy/contracts';

/**
 * A text column of `table` (categories c, destinations d, packages p) in `locale`: its translation in the row's `translations` where there is one, else
 * the English column. The table's grouping must include its id (the column is read through it).
 */
export function inLocale(
  table: 'c' | 'd' | 'p',
  column: 'name' | 'description' | 'region',
  locale: Locale,
): RawBuilder<string> {
  const english = sql.ref(`${table}.${column}`);
  if (locale === 'en') return sql<string>`${english}`;
  return sql<string>`coalesce(${sql.ref(`${table}.translations`)}->${sql.lit(locale)}->>${sql.lit(column)}, ${english})`;
}
