import type { LeadExportQuery, LeadListQuery, LeadStatus } from '@trippy/contracts';

export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'converted', 'lost'];
export const LEADS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
const PAGE_MAX = 100_000;

/** The inbox's filters, kept in the address so a reload or a shared link shows the same list. */
export interface LeadFilters {
  status: LeadStatus | null;
  q: string;
  unassigned: boolean;
  page: number;
}

function isStatus(value: string | null): value is LeadStatus {
  return value !== null && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Reads the address's query (anything unknown or out of bounds falls back to the default). */
export function readLeadFilters(params: URLSearchParams): LeadFilters {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: isStatus(status) ? status : null,
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    unassigned: params.get('unassigned') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The address's query for these filters: defaults left out, so the plain inbox is `/operator/leads`. */
export function leadFiltersSearch(filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.unassigned) params.set('unassigned', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's query for these filters. */
export function leadListQuery(filters: LeadFilters): LeadListQuery {
  const q = filters.q.trim();
  return {
    page: filters.page,
    pageSize: LEADS_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(q ? { q } : {}),
    ...(filters.unassigned ? { assignedTo: 'none' as const } : {}),
  };
}

/** The export's query for these filters: the same leads, every page. */
export function leadExportQuery(filters: LeadFilters): LeadExportQuery {
  const { page: _page, pageSize: _pageSize, ...query } = leadListQuery(filters);
  return query;
}
