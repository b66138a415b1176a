import type { CollectionsGroup, CollectionsQuery } from '@trippy/contracts';
import { isMonth } from '@trippy/domain';
import { shiftMonth } from './departures-calendar';

const ID = /^[0-9a-f]{24}$/;

/** The collections screen's filters as they stand in the address ('' when unset). */
export interface CollectionsFilters {
  groupBy: CollectionsGroup;
  from: string;
  to: string;
  package: string;
}

/** The calendar year of `today` ('YYYY-MM-DD'): the default range, a whole season and its edges. */
export const yearOf = (today: string): { from: string; to: string } => ({
  from: `${today.slice(0, 4)}-01`,
  to: `${today.slice(0, 4)}-12`,
});

/** The filters from the query string (anything malformed dropped: this year, per month, every package). */
export function readCollectionsFilters(params: URLSearchParams, today: string): CollectionsFilters {
  const year = yearOf(today);
  const month = (key: string, fallback: string) => {
    const value = params.get(key) ?? '';
    return isMonth(value) ? value : fallback;
  };
  const from = month('from', year.from);
  const to = month('to', year.to);
  const pkg = params.get('package') ?? '';
  return {
    groupBy: params.get('view') === 'departure' ? 'departure' : 'month',
    // A range given backwards is read forwards.
    ...(from > to ? { from: to, to: from } : { from, to }),
    package: ID.test(pkg) ? pkg : '',
  };
}

/** The address's query for these filters. */
export function writeCollectionsFilters(filters: CollectionsFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.groupBy === 'departure') query.set('view', 'departure');
  query.set('from', filters.from);
  query.set('to', filters.to);
  if (filters.package) query.set('package', filters.package);
  return query;
}

/** The API's query (and the export's) for these filters. */
export function toCollectionsQuery(filters: CollectionsFilters): CollectionsQuery {
  return {
    groupBy: filters.groupBy,
    from: filters.from,
    to: filters.to,
    ...(filters.package ? { packageId: filters.package } : {}),
  };
}

/** The months a range may be picked from: two years back to two ahead of `today`, and the ones chosen. */
export function monthChoices(today: string, chosen: readonly string[]): string[] {
  const months = new Set(chosen);
  const last = `${Number(today.slice(0, 4)) + 2}-12`;
  for (let month = `${Number(today.slice(0, 4)) - 2}-01`; month <= last; month = shiftMonth(month, 1))
    months.add(month);
  return [...months].sort();
}
