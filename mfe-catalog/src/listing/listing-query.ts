import type { Package } from '@trippy/contracts';

export const DURATION_OPTIONS = [
  { value: 'short', label: 'Up to 3 days', min: 1, max: 3 },
  { value: 'week', label: '4 to 7 days', min: 4, max: 7 },
  { value: 'long', label: '8 days or more', min: 8, max: Infinity },
] as const;

/** Price bands in rupees per person (prices are compared in paise). */
export const PRICE_OPTIONS = [
  { value: 'under-8000', label: 'Under ₹8,000', test: (rupees: number) => rupees < 8000 },
  {
    value: '8000-15000',
    label: '₹8,000 to ₹15,000',
    test: (rupees: number) => rupees >= 8000 && rupees <= 15000,
  },
  { value: 'over-15000', label: 'Over ₹15,000', test: (rupees: number) => rupees > 15000 },
] as const;

export const SORT_OPTIONS = [
  { value: '', label: 'Recommended' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'duration-asc', label: 'Duration: shortest first' },
  { value: 'duration-desc', label: 'Duration: longest first' },
  { value: 'departure', label: 'Soonest departure' },
] as const;

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

function inRange(value: number, range: { min: number; max: number } | undefined): boolean {
  return !range || (value >= range.min && value <= range.max);
}

const byDeparture = (a: Package, b: Package): number => {
  if (a.nextDeparture === b.nextDeparture) return 0;
  if (!a.nextDeparture) return 1; // no scheduled departure goes last
  if (!b.nextDeparture) return -1;
  return a.nextDeparture < b.nextDeparture ? -1 : 1;
};

const COMPARATORS: Record<Exclude<SortValue, ''>, (a: Package, b: Package) => number> = {
  'price-asc': (a, b) => a.offerPrice - b.offerPrice,
  'price-desc': (a, b) => b.offerPrice - a.offerPrice,
  'duration-asc': (a, b) => a.durationDays - b.durationDays,
  'duration-desc': (a, b) => b.durationDays - a.durationDays,
  departure: byDeparture,
};

/** Filters by category slug, duration band and price band, then sorts (stable; '' keeps the API order). */
export function applyListingQuery(packages: readonly Package[], query: ListingQuery): Package[] {
  const duration = DURATION_OPTIONS.find((option) => option.value === query.duration);
  const price = PRICE_OPTIONS.find((option) => option.value === query.price);
  const filtered = packages.filter(
    (pkg) =>
      (!query.category || pkg.category.slug === query.category) &&
      inRange(pkg.durationDays, duration) &&
      (!price || price.test(pkg.offerPrice / 100)),
  );
  return query.sort ? [...filtered].sort(COMPARATORS[query.sort]) : filtered;
}

export function isFiltered(query: ListingQuery): boolean {
  return Boolean(query.category || query.duration || query.price);
}
