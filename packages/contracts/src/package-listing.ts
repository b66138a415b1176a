import { Type, type Static } from '@sinclair/typebox';
import { PackageSchema } from './catalog';
import {
  PACKAGE_SEARCH_MAX_LENGTH,
  PACKAGE_SEARCH_MIN_LENGTH,
  PACKAGE_SEARCH_RESULTS_MAX,
} from './package-search';

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

export interface PackageBand {
  min: number;
  max: number | null;
}

/** Whether a value (days, or paise) falls in a band. */
export const inPackageBand = (value: number, band: PackageBand): boolean =>
  value >= band.min && (band.max === null || value <= band.max);

export const PACKAGE_PAGE_SIZE_DEFAULT = 12;
export const PACKAGE_PAGE_SIZE_MAX = 48;
export const PACKAGE_PAGE_MAX = 10_000;

/** A string parameter that takes one of `values` ('' = not given); the answer to anything else is a 400. */
const oneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T | ''>({ type: 'string', enum: ['', ...values], description });

export const PackageDurationParamSchema = oneOf(
  PACKAGE_DURATION_OPTIONS.map((option) => option.value),
  'Duration band: short (1-3 days), week (4-7), long (8+)',
);
export const PackagePriceParamSchema = oneOf(
  PACKAGE_PRICE_OPTIONS.map((option) => option.value),
  'Offer price band per person in rupees: under-8000, 8000-15000 (both included), over-15000',
);
export const PackageSortParamSchema = oneOf(
  PACKAGE_SORT_OPTIONS.map((option) => option.value).filter((value) => value !== ''),
  'Order: price-asc, price-desc, duration-asc, duration-desc, departure (soonest first, none last); default the catalogue order',
);

/**
 * GET /api/packages. Without q, page and pageSize: every package of the filters, in the catalogue's order.
 * With q: packages whose name, location, category name or description contain it (case-insensitive), at most
 * `limit`. With page or pageSize: one page, and the answer's `page` says where it is.
 */
export const PackageListingQuerySchema = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 80, description: 'Category slug' })),
  destination: Type.Optional(Type.String({ maxLength: 80, description: 'Destination slug' })),
  q: Type.Optional(
    Type.String({
      minLength: PACKAGE_SEARCH_MIN_LENGTH,
      maxLength: PACKAGE_SEARCH_MAX_LENGTH,
      description: `Search text, ${PACKAGE_SEARCH_MIN_LENGTH} to ${PACKAGE_SEARCH_MAX_LENGTH} characters after trimming`,
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PACKAGE_SEARCH_RESULTS_MAX,
      description: `Results of a search (q) without paging; default ${PACKAGE_SEARCH_RESULTS_MAX}`,
    }),
  ),
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: PACKAGE_PAGE_MAX, description: 'Page number; default 1' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PACKAGE_PAGE_SIZE_MAX,
      description: `Packages per page; default ${PACKAGE_PAGE_SIZE_DEFAULT}`,
    }),
  ),
  duration: Type.Optional(PackageDurationParamSchema),
  price: Type.Optional(PackagePriceParamSchema),
  sort: Type.Optional(PackageSortParamSchema),
});
export type PackageListingQuery = Static<typeof PackageListingQuerySchema>;

/** Where a paged answer is: `pages` is 0 when nothing matched. */
export const PackagePageSchema = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  pages: Type.Integer({ minimum: 0 }),
});
export type PackagePage = Static<typeof PackagePageSchema>;

/** GET /api/packages: the envelope, plus `page` when the request gave `page` or `pageSize`. */
export const PackageListResponseSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Optional(Type.Array(PackageSchema)),
  message: Type.Optional(Type.String()),
  page: Type.Optional(PackagePageSchema),
});
export type PackageListResponse = Static<typeof PackageListResponseSchema>;
