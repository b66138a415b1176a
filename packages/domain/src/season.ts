import { addDays } from './dates';
import { formatTripDate } from './format';

/** A package's operating season: the months (1 = January ... 12) its departures run in; empty: all year. */
export type SeasonMonths = readonly number[];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthOf = (date: string): number => Number(date.slice(5, 7));

/** Months 1-12, each once, in calendar order (what the editor stores; anything else is dropped). */
export function normaliseSeason(months: readonly number[]): number[] {
  return [...new Set(months)].filter((m) => Number.isInteger(m) && m >= 1 && m <= 12).sort((a, b) => a - b);
}

export function isInSeason(months: SeasonMonths, date: string): boolean {
  return months.length === 0 || months.includes(monthOf(date));
}

/** The first day on or after `from` inside the season (`from` itself when the season is all year). */
export function firstDayInSeason(months: SeasonMonths, from: string): string {
  if (months.length === 0 || normaliseSeason(months).length === 0) return from;
  let day = from;
  // At most a year of days: every month is reached within 366 of them.
  while (!isInSeason(months, day)) day = `${addDays(`${day.slice(0, 8)}01`, 31).slice(0, 8)}01`;
  return day;
}

/**
 * Departure dates inside the season, for demo data relative to `today`: the pattern of `offsets` (days after
 * today) kept where it falls in season, else moved to the season's next opening with the same gaps. A
 * departure that would end up past the season's last month is moved on to the next in-season day.
 */
export function departuresInSeason(
  months: SeasonMonths,
  today: string,
  offsets: readonly number[],
): string[] {
  const dates: string[] = [];
  for (const [index, offset] of offsets.entries()) {
    const previous = dates[index - 1];
    const gap = index === 0 ? offset : offset - (offsets[index - 1] ?? 0);
    dates.push(firstDayInSeason(months, addDays(previous ?? today, gap)));
  }
  return dates;
}

/** Runs of consecutive months, wrapping over the new year: [12, 1, 2, 5, 6] -> [[12, 1, 2], [5, 6]]. */
function monthRuns(months: SeasonMonths): number[][] {
  const sorted = normaliseSeason(months);
  const runs: number[][] = [];
  for (const month of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === month - 1) last.push(month);
    else runs.push([month]);
  }
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (runs.length > 1 && first && last && first[0] === 1 && last[last.length - 1] === 12)
    return [[...last, ...first], ...runs.slice(1, -1)];
  return runs;
}

/** The season as people read it: "May–Jun, Sep–Oct", "Dec–Mar", "Jul", or "All year". */
export function seasonLabel(months: SeasonMonths): string {
  const runs = monthRuns(months);
  if (runs.length === 0 || runs.flat().length === 12) return 'All year';
  return runs
    .map((run) => {
      const first = MONTHS[(run[0] ?? 1) - 1];
      const last = MONTHS[(run[run.length - 1] ?? 1) - 1];
      return run.length === 1 ? first : `${first}–${last}`;
    })
    .join(', ');
}

/** The catalogue editor's warning for a departure outside its package's season, or null. */
export function departureSeasonWarning(months: SeasonMonths, startDate: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || isInSeason(months, startDate)) return null;
  return `This departure starts in ${MONTHS_LONG[monthOf(startDate) - 1]}, outside the package's season (${seasonLabel(months)}).`;
}

/** One temple's dates in one year ('YYYY-MM-DD'); null until they are announced. */
export interface TempleDates {
  temple: string;
  opening: string | null;
  closing: string | null;
}

/** The Char Dham temples' dates of one year, as announced (content owns them). */
export interface YatraYear {
  year: number;
  temples: readonly TempleDates[];
}

export interface YatraSeason {
  /** The yatra a pilgrim can plan for today: this year's until its last temple closes, then the next. */
  year: number;
  /** Today lies between the first opening and the last closing of that year. */
  open: boolean;
  /** The first temple's opening and the last one's closing, when announced. */
  opening: string | null;
  closing: string | null;
  temples: readonly TempleDates[];
}

/** The first (or last) of the dates, or null while any of them is still to be announced. */
function bound(dates: ReadonlyArray<string | null>, pick: 'first' | 'last'): string | null {
  const known = dates.filter((d): d is string => d !== null).sort();
  if (known.length === 0 || known.length < dates.length) return null;
  return (pick === 'first' ? known[0] : known[known.length - 1]) ?? null;
}

/**
 * The yatra season on `today` from the announced calendar: the first year (from today's) whose last temple
 * has not closed yet, or the year after the last one listed, with its dates still to be announced.
 */
export function yatraSeason(
  calendar: readonly YatraYear[],
  today: string,
  templeNames: readonly string[],
): YatraSeason {
  const thisYear = Number(today.slice(0, 4));
  const years = [...calendar].filter((y) => y.year >= thisYear).sort((a, b) => a.year - b.year);
  for (const entry of years) {
    const opening = bound(
      entry.temples.map((t) => t.opening),
      'first',
    );
    const closing = bound(
      entry.temples.map((t) => t.closing),
      'last',
    );
    if (closing !== null && closing < today) continue;
    return {
      year: entry.year,
      open: opening !== null && opening <= today && (closing === null || today <= closing),
      opening,
      closing,
      temples: entry.temples,
    };
  }
  const listed = calendar.map((y) => y.year);
  const lastListed = listed.length > 0 ? Math.max(...listed) : thisYear - 1;
  const year = lastListed >= thisYear ? lastListed + 1 : thisYear;
  return {
    year,
    open: false,
    opening: null,
    closing: null,
    temples: templeNames.map((temple) => ({ temple, opening: null, closing: null })),
  };
}

/** Fills `{year}`, `{opening}` and `{closing}` of a content sentence from the season. */
export function fillSeason(text: string, season: YatraSeason, unannounced = 'to be announced'): string {
  return text
    .replaceAll('{year}', String(season.year))
    .replaceAll('{opening}', season.opening ? formatTripDate(season.opening) : unannounced)
    .replaceAll('{closing}', season.closing ? formatTripDate(season.closing) : unannounced);
}
