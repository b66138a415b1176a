import { EXPORT_TRUNCATED_NOTE } from '@trippy/contracts';
import { toCsv } from '../../shared/csv';

/** What Excel needs first to read a CSV as UTF-8 (in Indian locales it guesses a code page otherwise). */
export const BOM = '\ufeff';

export type Cell = string | number;

/**
 * Paise as rupees with two decimals (1899950 -> "18999.50"): digits and a point only, so a spreadsheet reads a
 * number it sums (never negative, so no formula prefix is added).
 */
export const rupeesCell = (paise: number): string => (Math.max(paise, 0) / 100).toFixed(2);

/**
 * The export's text: the BOM, the header row, the rows (at most `limit`; the caller fetched one more to know)
 * and, when there were more, a last row saying the export was cut.
 */
export function exportCsv(
  columns: readonly string[],
  rows: readonly Cell[][],
  limit: number,
): { text: string; truncated: boolean } {
  const truncated = rows.length > limit;
  const kept = truncated ? rows.slice(0, limit) : rows;
  const body = toCsv([columns, ...kept, ...(truncated ? [[EXPORT_TRUNCATED_NOTE]] : [])]);
  return { text: `${BOM}${body}`, truncated };
}
