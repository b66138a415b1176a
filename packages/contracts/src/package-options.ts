// The catalogue's search limits and listing options: plain values with no schema library, so the browser
// bundles import them without TypeBox (the package has no side effects). The schemas that validate them are in
// package-search.ts and package-listing.ts.

/** Search text shorter than this (after trimming) is matched in the browser against the quick suggestions. */
export const PACKAGE_SEARCH_MIN_LENGTH = 3;
export const PACKAGE_SEARCH_MAX_LENGTH = 100;
/** Package results of one search (the search panel shows them all). */
export const PACKAGE_SEARCH_RESULTS_MAX = 6;
/** Quick suggestions the panel shows for a 1-2 character query. */
export const QUICK_SUGGESTIONS_SHOWN = 4;
/** Terms in GET /api/packages/suggestions. */
export const PACKAGE_SUGGESTION_TERMS_MAX = 60;

/**
 * The listing's filters and sorts: the one definition the API validates and filters against and the UI
 * shows. Bands include both ends; `max: null` means no upper end.
 */

/** Duration bands on a package's length in days. */
export const PACKAGE_DURATION_OPTIONS = [
  { value: 'short', label: 'Up to 3 days', min: 1, max: 3 },
  { value: 'week', label: '4 to 7 days', min: 4, max: 7 },
  { value: 'long', label: '8 days or more', min: 8, max: null },
] as const;

/** Price bands on the offer price per person, in paise (₹8,000 is 800000 paise). */
export const PACKAGE_PRICE_OPTIONS = [
  { value: 'under-8000', label: 'Under ₹8,000', min: 0, max: 799_999 },
  { value: '8000-15000', label: '₹8,000 to ₹15,000', min: 800_000, max: 1_500_000 },
  { value: 'over-15000', label: 'Over ₹15,000', min: 1_500_001, max: null },
] as const;

/** '' is the catalogue's own order; 'departure' puts packages without a scheduled departure last. */
export const PACKAGE_SORT_OPTIONS = [
  { value: '', label: 'Recommended' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'duration-asc', label: 'Duration: shortest first' },
  { value: 'duration-desc', label: 'Duration: longest first' },
  { value: 'departure', label: 'Soonest departure' },
] as const;

export type PackageDurationValue = (typeof PACKAGE_DURATION_OPTIONS)[number]['value'];
export type PackagePriceValue = (typeof PACKAGE_PRICE_OPTIONS)[number]['value'];
export type PackageSortValue = (typeof PACKAGE_SORT_OPTIONS)[number]['value'];

export const PACKAGE_PAGE_SIZE_DEFAULT = 12;
export const PACKAGE_PAGE_SIZE_MAX = 48;
export const PACKAGE_PAGE_MAX = 10_000;
