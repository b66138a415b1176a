import type { BookingExportQuery, OperatorBookingListQuery } from '@trippy/contracts';
import { isCalendarDate } from '@trippy/domain';

export const BOOKINGS_PAGE_SIZE = 20;
const ID = /^[0-9a-f]{24}$/;
const isId = (value: string) => ID.test(value);
const STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const SEARCH_MAX_LENGTH = 100;

/** The list's filters as they stand in the address (every value a string; '' when unset). */
export interface BookingFilters {
  package: string;
  batch: string;
  status: string;
  from: string;
  to: string;
  balanceDue: boolean;
  q: string;
  page: number;
}

/** The filters from the query string, anything malformed dropped (a hand-edited address never reaches the API). */
export function readFilters(params: URLSearchParams): BookingFilters {
  const pick = (key: string, valid: (value: string) => boolean) => {
    const value = params.get(key) ?? '';
    return value.length <= 24 && valid(value) ? value : '';
  };
  const status = params.get('status') ?? '';
  return {
    package: pick('package', isId),
    batch: pick('batch', isId),
    status: (STATUSES as readonly string[]).includes(status) ? status : '',
    from: pick('from', isCalendarDate),
    to: pick('to', isCalendarDate),
    balanceDue: params.get('balanceDue') === 'true',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: Math.max(1, Math.min(100_000, Math.floor(Number(params.get('page'))) || 1)),
  };
}

/** The address's query for these filters (only what is set; page 1 left out). */
export function writeFilters(filters: BookingFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.package) query.set('package', filters.package);
  if (filters.batch) query.set('batch', filters.batch);
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.balanceDue) query.set('balanceDue', 'true');
  if (filters.q.trim()) query.set('q', filters.q.trim().slice(0, SEARCH_MAX_LENGTH));
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** The API's query for these filters. */
export function toListQuery(filters: BookingFilters): OperatorBookingListQuery {
  return {
    page: filters.page,
    pageSize: BOOKINGS_PAGE_SIZE,
    ...(filters.package ? { packageId: filters.package } : {}),
    ...(filters.batch ? { batchId: filters.batch } : {}),
    ...(filters.status ? { status: filters.status as (typeof STATUSES)[number] } : {}),
    ...(filters.from ? { departureFrom: filters.from } : {}),
    ...(filters.to ? { departureTo: filters.to } : {}),
    ...(filters.balanceDue ? { balanceDue: true } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
}

/** The export's query for these filters: the list's, without paging. */
export function toExportQuery(filters: BookingFilters): BookingExportQuery {
  const { page: _page, pageSize: _pageSize, ...query } = toListQuery(filters);
  return query;
}
