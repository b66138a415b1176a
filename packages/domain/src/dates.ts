/** Date-only helpers working on 'YYYY-MM-DD' strings in UTC, so results never depend on the host time zone. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
