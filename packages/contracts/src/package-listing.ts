import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema, TimestampSchema } from './common';
import { PicturesSchema } from './picture';
import { NamedRefSchema } from './catalog';
import {
  PACKAGE_DURATION_OPTIONS,
  PACKAGE_PAGE_MAX,
  PACKAGE_PAGE_SIZE_DEFAULT,
  PACKAGE_PAGE_SIZE_MAX,
  PACKAGE_PRICE_OPTIONS,
  PACKAGE_SEARCH_MAX_LENGTH,
  PACKAGE_SEARCH_MIN_LENGTH,
  PACKAGE_SEARCH_RESULTS_MAX,
  PACKAGE_SORT_OPTIONS,
} from './package-options';

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
 * With q: packages whose name, location, category name or description match it by the site's search rule
 * (`packages/domain/src/package-search.ts`: case, accents, spaces and hyphens ignored, synonyms, one typo in a
 * word of 5+ letters), at most `limit`. With page or pageSize: one page, and the answer's `page` says where it is.
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
  lang: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('hi')], {
      description: "The names' language: Hindi where the package, category and destination have them",
    }),
  ),
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

/**
 * A package as lists show it (cards, the carousel, search results, destinations, related packages, the
 * sitemap): what GET /api/packages answers. The whole package (itinerary, inclusions, gallery, description...)
 * is GET /api/packages/{slugOrId}'s. `images.cardImage` is the card's picture: the card image, else the first
 * gallery image ('' when neither).
 */
export const PackageSummarySchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  location: Type.String(),
  category: NamedRefSchema,
  destination: NamedRefSchema,
  images: Type.Object({ cardImage: Type.String(), pictures: Type.Optional(PicturesSchema) }),
  duration: Type.String(),
  durationDays: Type.Integer(),
  offerPrice: PaiseSchema,
  originalPrice: PaiseSchema,
  nextDeparture: Nullable(DateOnlySchema),
  /** When the package's page last changed (the sitemap's lastmod). */
  updatedAt: TimestampSchema,
});
export type PackageSummary = Static<typeof PackageSummarySchema>;

/** GET /api/packages: the envelope, plus `page` when the request gave `page` or `pageSize`. */
export const PackageListResponseSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Optional(Type.Array(PackageSummarySchema)),
  message: Type.Optional(Type.String()),
  page: Type.Optional(PackagePageSchema),
});
export type PackageListResponse = Static<typeof PackageListResponseSchema>;
