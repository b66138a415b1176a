const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Step = [value: number, unit: 'second' | 'minute' | 'hour' | 'day'];

/** The spec's English words, kept as they are: Intl's English says "now" and "3 hr ago". */
function inEnglish([value, unit]: Step): string {
  if (unit === 'second') return 'just now';
  if (unit === 'minute') return `${value} min ago`;
  if (unit === 'hour') return `${value} h ago`;
  return value === 1 ? 'yesterday' : `${value} days ago`;
}

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date (e.g. 12 Mar 2026); in another
 * language (`tag`, e.g. hi-IN), Intl's words for the same steps and its date.
 */
export function relativeTime(iso: string, now: number = Date.now(), tag = 'en-IN'): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  const days = Math.floor(elapsed / DAY);
  if (days >= 7)
    return new Date(then).toLocaleDateString(tag, { day: 'numeric', month: 'short', year: 'numeric' });
  const step: Step =
    elapsed < MINUTE
      ? [0, 'second']
      : elapsed < HOUR
        ? [Math.floor(elapsed / MINUTE), 'minute']
        : elapsed < DAY
          ? [Math.floor(elapsed / HOUR), 'hour']
          : [days, 'day'];
  if (tag.startsWith('en')) return inEnglish(step);
  return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(-step[0], step[1]);
}
