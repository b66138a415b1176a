import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** `\`, `%` and `_` of the user's text match themselves (backslash is the ESCAPE character below). */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A condition that `column` contains `text` (case-insensitive; `%`, `_` and `\` in the text match themselves). */
export function containing(text: string): (column: Expression<string>) => Expression<SqlBool> {
  const pattern = `%${escapeLike(text)}%`;
  return (column) => sql<SqlBool>`${column} ILIKE ${pattern} ESCAPE '\\'`;
}

/**
 * One page of a filtered list and the count of all it matches, queried together: `listed` is the filtered
 * query with its columns and order; the page's offset and limit are added here.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  listed: SelectQueryBuilder<DB, TB, O>,
  page: { offset: number; limit: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    listed.offset(page.offset).limit(page.limit).execute(),
    filtered
      .select(sql<string>`count(*)`.as('count'))
      .$castTo<{ count: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
