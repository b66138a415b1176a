/** India's offset from UTC (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The instant a day of India's calendar (YYYY-MM-DD) starts. */
export function indiaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The instant the day after `date` starts in India (an exclusive upper bound). */
export function indiaDayEnd(date: string): Date {
  return new Date(indiaDayStart(date).getTime() + 86_400_000);
}

/** An instant as ISO 8601 in India's time, to the second: 2026-11-28T14:05:09+05:30. */
export function istTimestamp(value: Date | string): string {
  const instant = value instanceof Date ? value : new Date(value);
  return `${new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
