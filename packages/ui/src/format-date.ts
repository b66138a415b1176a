const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A 'YYYY-MM-DD' trip date as "12 May 2026" (date-only: no time-zone shift). */
export function formatTripDate(dateOnly: string): string {
  return DATE_FORMAT.format(new Date(`${dateOnly.slice(0, 10)}T00:00:00Z`));
}

export function formatDateRange(start: string, end: string): string {
  return `${formatTripDate(start)} – ${formatTripDate(end)}`;
}
