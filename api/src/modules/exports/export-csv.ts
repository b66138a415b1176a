import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { EXPORT_ROW_LIMIT, EXPORT_TRUNCATED_NOTE, type ExportKind } from '@trippy/contracts';
import { toCsv } from '../../shared/csv';
import { OPERATOR_ERRORS } from '../../shared/operator-route';

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

/**
 * An export sent as a download named `<kind>-<today>.csv`, never cached, X-Export-Truncated saying whether it
 * was cut. The kind is one of a few words and the date YYYY-MM-DD: safe in the header as they are.
 */
export function sendCsvExport(
  reply: FastifyReply,
  file: { kind: ExportKind; today: string; text: string; truncated: boolean },
): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.kind}-${file.today}.csv"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Export-Truncated', String(file.truncated))
    .send(file.text);
}

/** An export route's documented answers: the CSV, or an error as JSON like every other. */
export const csvAnswer = (what: string) => ({
  200: {
    description: `${what} as CSV: UTF-8 with a BOM, RFC 4180, a header row, formulas neutralised, at most ${EXPORT_ROW_LIMIT} rows (X-Export-Truncated: true and a last row saying so when cut)`,
    content: { 'text/csv': { schema: Type.String() } },
  },
  ...OPERATOR_ERRORS,
});
