/** Date-only helpers working on 'YYYY-MM-DD' strings in UTC, so results never depend on the host time zone. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * A real calendar date written 'YYYY-MM-DD' (2024-02-29 yes; 2026-02-30 and 2026-13-45 no): the one date
 * check of the workspace, behind the `iso-date` format of the API's schemas and the forms' date fields.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

function toUtcMidnight(date: string | Date): number {
  if (date instanceof Date) {
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  }
  const match = DATE_ONLY.exec(date.slice(0, 10));
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string | Date, to: string | Date): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** 'YYYY-MM-DD' of `date` plus `days` calendar days. */
export function addDays(date: string | Date, days: number): string {
  return new Date(toUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date as 'YYYY-MM-DD' in UTC (or of the given instant). */
export function toDateOnly(instant: Date = new Date()): string {
  return instant.toISOString().slice(0, 10);
}
