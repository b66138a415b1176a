import { matchesListingFilter, sortPackages } from '@trippy/domain';
import {
  PACKAGE_DURATION_OPTIONS,
  PACKAGE_PAGE_MAX,
  PACKAGE_PRICE_OPTIONS,
  PACKAGE_SEARCH_MAX_LENGTH,
  PACKAGE_SEARCH_MIN_LENGTH,
  PACKAGE_SORT_OPTIONS,
  type PackageSummary,
} from '@trippy/contracts';

// The bands and sorts are the API's (one definition in @trippy/contracts, the rule in @trippy/domain): the
// server filters /packages and the category pages with them; a destination's few packages are filtered here.
export const DURATION_OPTIONS = PACKAGE_DURATION_OPTIONS;
export const PRICE_OPTIONS = PACKAGE_PRICE_OPTIONS;
export const SORT_OPTIONS = PACKAGE_SORT_OPTIONS;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export interface ListingQuery {
  category: string;
  duration: string;
  price: string;
  sort: SortValue;
}

const KEYS = ['category', 'duration', 'price', 'sort'] as const;

function known<T extends { value: string }>(options: readonly T[], value: string | null): string {
  return options.some((option) => option.value === value) ? (value ?? '') : '';
}

/** Reads the listing's filters and sort from the URL; unknown values are ignored. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return {
    category: (params.get('category') ?? '').slice(0, 80),
    duration: known(DURATION_OPTIONS, params.get('duration')),
    price: known(PRICE_OPTIONS, params.get('price')),
    sort: known(SORT_OPTIONS, params.get('sort')) as SortValue,
  };
}

/** The URL search params of a listing query: empty values are left out, other params are kept. */
export function listingSearchParams(query: ListingQuery, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) {
    if (query[key]) params.set(key, query[key]);
    else params.delete(key);
  }
  return params;
}

/** Filters by category slug, duration band and price band, then sorts (stable; '' keeps the API order). */
export function applyListingQuery(
  packages: readonly PackageSummary[],
  query: ListingQuery,
): PackageSummary[] {
  const duration = DURATION_OPTIONS.find((option) => option.value === query.duration);
  const price = PRICE_OPTIONS.find((option) => option.value === query.price);
  const filter = { category: query.category, duration, price };
  return sortPackages(
    packages.filter((pkg) => matchesListingFilter(pkg, filter)),
    query.sort,
  );
}

export function isFiltered(query: ListingQuery): boolean {
  return Boolean(query.category || query.duration || query.price);
}

/**
 * The listing's search text (`?q=`, where the home page's search box sends it), trimmed, at most 100
 * characters; '' when absent or shorter than a search (3 characters), which then lists everything.
 */
export function parseSearchText(params: URLSearchParams): string {
  // Bounded before anything reads it: an address can carry megabytes of q.
  const raw = (params.get('q') ?? '').slice(0, PACKAGE_SEARCH_MAX_LENGTH * 4);
  // eslint-disable-next-line no-control-regex -- control characters are no search text (the API refuses them)
  const text = [...raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()];
  if (text.length < PACKAGE_SEARCH_MIN_LENGTH) return '';
  return text.slice(0, PACKAGE_SEARCH_MAX_LENGTH).join('').trim();
}

/** The listing page in the URL (`?page=`), 1 when absent or not a page number. */
export function parsePageNumber(params: URLSearchParams): number {
  const text = (params.get('page') ?? '').slice(0, 6);
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PACKAGE_PAGE_MAX ? page : 1;
}
