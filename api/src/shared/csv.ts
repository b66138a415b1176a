/** What a spreadsheet reads as the start of a formula (CSV injection): = + - @, tab and CR. */
const FORMULA_START = /^[=+\-\u2212@\t\r]/u;
/** Space a spreadsheet skips before it reads the first character (tab and CR are formula starts of their own). */
const LEADING_SPACE = /^[\p{Zs}\n\u200b-\u200d\u2060\ufeff]+/u;
/** A separator (; or |, which some spreadsheets read as a formula's start on import) before a formula start. */
const SEPARATOR_START = /^[;|][\p{Zs}\n\u200b-\u200d\u2060\ufeff]*[=+\-\u2212@\t\r]/u;

/**
 * Whether a spreadsheet could run the cell as a formula. The text is NFKC-normalised first, so a full-width
 * ＝ ＋ － ＠ ； ｜ counts as its ASCII twin; leading spaces (any width, no-break and zero-width) are skipped.
 * A text starting with - is a formula start too, "-5" included: a string cannot be told from "-5+cmd|..."
 * without parsing it, so it is written as text ('-5). Numbers passed as numbers are written as they are.
 */
export function isFormulaLike(text: string): boolean {
  const normalized = text.normalize('NFKC');
  if (FORMULA_START.test(normalized)) return true;
  const rest = normalized.replace(LEADING_SPACE, '');
  return FORMULA_START.test(rest) || SEPARATOR_START.test(rest);
}

/**
 * One RFC 4180 cell: a cell a spreadsheet would run as a formula gets a leading ' (shown as text, nothing
 * else changed), and a cell with a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && isFormulaLike(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, CRLF after every line (the header included). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
