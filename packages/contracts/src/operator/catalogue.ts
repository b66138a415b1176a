import { Type, type Static } from '@sinclair/typebox';
import { AvailabilitySchema } from '../catalog';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema } from '../common';
import { OperatorPageQuerySchema } from './paging';
import { PackageTranslationsSchema } from '../package-translation';

export const PackageStatusSchema = Type.Union([Type.Literal('published'), Type.Literal('draft')]);
export type PackageStatus = Static<typeof PackageStatusSchema>;

export const PACKAGE_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/**
 * An image on the site: a bundled illustration (/images/...) or an upload (/api/images/uploads/<id>), as
 * answered by POST /api/operator/images.
 */
export const PACKAGE_IMAGE_PATTERN =
  '^(?:/images/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\\.(?:svg|png|jpe?g|webp)|/api/images/uploads/[0-9a-f]{24})$';
export const ImageUrlSchema = Type.String({ maxLength: 300, pattern: PACKAGE_IMAGE_PATTERN });

export const PACKAGE_LIMITS = {
  highlights: 20,
  itineraryDays: 60,
  inclusions: 40,
  gallery: 20,
  addons: 20,
} as const;

/** GET /api/operator/packages (staff): drafts included, by name. `q` searches name, slug and location. */
export const OperatorPackageListQuerySchema = Type.Composite([
  OperatorPageQuerySchema,
  Type.Object({
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    status: Type.Optional(PackageStatusSchema),
  }),
]);
export type OperatorPackageListQuery = Static<typeof OperatorPackageListQuerySchema>;

const Ref = Type.Object({ _id: IdSchema, name: Type.String(), slug: Type.String() });

export const OperatorPackageListItemSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  status: PackageStatusSchema,
  category: Ref,
  destination: Ref,
  cardImage: Type.String(),
  durationDays: Type.Integer(),
  offerPrice: PaiseSchema,
  originalPrice: PaiseSchema,
  nextDeparture: Nullable(DateOnlySchema),
  /** Batches starting after today. */
  upcomingBatches: Type.Integer(),
  updatedAt: Type.String(),
});
export type OperatorPackageListItem = Static<typeof OperatorPackageListItemSchema>;

/** A batch as the operator sees it: seats sold = totalSeats - seatsLeft. */
export const OperatorBatchSchema = Type.Object({
  _id: IdSchema,
  packageId: IdSchema,
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  totalSeats: Type.Integer(),
  seatsLeft: Type.Integer(),
  seatsSold: Type.Integer(),
  availability: AvailabilitySchema,
  closed: Type.Boolean(),
  closedAt: Nullable(Type.String()),
});
export type OperatorBatch = Static<typeof OperatorBatchSchema>;

const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength });

const ItineraryDayInputSchema = Type.Object(
  {
    /** Days are numbered 1..n in order. */
    day: Type.Integer({ minimum: 1, maximum: PACKAGE_LIMITS.itineraryDays }),
    title: Line(120),
    description: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);

const AddonInputSchema = Type.Object(
  {
    /** An existing add-on of this package keeps its id; without one a new add-on is created. */
    _id: Type.Optional(IdSchema),
    name: Line(120),
    price: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Per person, in paise' }),
  },
  { additionalProperties: false },
);

/**
 * POST /api/operator/packages (201) and PUT /api/operator/packages/:id (staff): the whole package. 409 when
 * the slug is taken; 422 when the category or destination does not exist, the offer price is above the
 * original price or the itinerary days are not numbered 1..n. The add-ons are replaced by the list given.
 * Answers the package's detail.
 */
export const OperatorPackageBodySchema = Type.Object(
  {
    name: Line(120),
    slug: Type.String({ minLength: 3, maxLength: 80, pattern: PACKAGE_SLUG_PATTERN }),
    location: Line(120),
    categoryId: IdSchema,
    destinationId: IdSchema,
    description: Type.String({ minLength: 1, maxLength: 5000 }),
    cardImage: ImageUrlSchema,
    gallery: Type.Array(ImageUrlSchema, { maxItems: PACKAGE_LIMITS.gallery }),
    /** As shown, e.g. "5 Days / 4 Nights". */
    duration: Line(60),
    durationDays: Type.Integer({ minimum: 1, maximum: 60 }),
    offerPrice: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Per person, in paise' }),
    originalPrice: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Per person, in paise' }),
    packageType: Line(60),
    difficulty: Nullable(
      Type.Union([Type.Literal('easy'), Type.Literal('moderate'), Type.Literal('challenging')]),
    ),
    maxAltitudeFt: Nullable(Type.Integer({ minimum: 0, maximum: 30_000 })),
    /** The operating season's months (1-12); empty: all year. Left as it is when not sent. */
    seasonMonths: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { maxItems: 12, uniqueItems: true }),
    ),
    highlights: Type.Array(Line(200), { maxItems: PACKAGE_LIMITS.highlights }),
    itinerary: Type.Array(ItineraryDayInputSchema, { maxItems: PACKAGE_LIMITS.itineraryDays }),
    inclusions: Type.Array(Line(200), { maxItems: PACKAGE_LIMITS.inclusions }),
    exclusions: Type.Array(Line(200), { maxItems: PACKAGE_LIMITS.inclusions }),
    addons: Type.Array(AddonInputSchema, { maxItems: PACKAGE_LIMITS.addons }),
    status: PackageStatusSchema,
    /** Its words in Hindi, each optional (English shows where one is missing). Left as they are when not sent. */
    translations: Type.Optional(PackageTranslationsSchema),
  },
  { additionalProperties: false },
);
export type OperatorPackageBody = Static<typeof OperatorPackageBodySchema>;

/** GET /api/operator/packages/:id (staff): every field the public pages show, the status, every batch. */
export const OperatorPackageDetailSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  location: Type.String(),
  category: Ref,
  destination: Ref,
  description: Type.String(),
  cardImage: Type.String(),
  gallery: Type.Array(Type.String()),
  duration: Type.String(),
  durationDays: Type.Integer(),
  offerPrice: PaiseSchema,
  originalPrice: PaiseSchema,
  packageType: Type.String(),
  difficulty: Nullable(
    Type.Union([Type.Literal('easy'), Type.Literal('moderate'), Type.Literal('challenging')]),
  ),
  maxAltitudeFt: Nullable(Type.Integer()),
  seasonMonths: Type.Array(Type.Integer()),
  highlights: Type.Array(Type.String()),
  itinerary: Type.Array(
    Type.Object({ day: Type.Integer(), title: Type.String(), description: Type.String() }),
  ),
  inclusions: Type.Array(Type.String()),
  exclusions: Type.Array(Type.String()),
  addons: Type.Array(Type.Object({ _id: IdSchema, name: Type.String(), price: PaiseSchema })),
  status: PackageStatusSchema,
  translations: PackageTranslationsSchema,
  /** Every batch, by start date (past ones included). */
  batches: Type.Array(OperatorBatchSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OperatorPackageDetail = Static<typeof OperatorPackageDetailSchema>;

/** GET /api/operator/catalogue/options (staff): the categories and destinations a package can name. */
export const CatalogueOptionsSchema = Type.Object({
  categories: Type.Array(Ref),
  destinations: Type.Array(
    Type.Object({ _id: IdSchema, name: Type.String(), slug: Type.String(), region: Type.String() }),
  ),
});
export type CatalogueOptions = Static<typeof CatalogueOptionsSchema>;

/**
 * POST /api/operator/packages/:id/batches (staff, 201): endDate on or after startDate, startDate after today.
 * Answers the batch.
 */
export const BatchCreateBodySchema = Type.Object(
  {
    startDate: DateOnlySchema,
    endDate: DateOnlySchema,
    totalSeats: Type.Integer({ minimum: 1, maximum: 500 }),
  },
  { additionalProperties: false },
);
export type BatchCreateBody = Static<typeof BatchCreateBodySchema>;

/**
 * PATCH /api/operator/batches/:id (staff): seats never below those already sold (422 "Seats cannot be fewer
 * than the N already sold"); `closed: true` stops new bookings and hides the batch from the public site,
 * `false` reopens it. Answers the batch.
 */
export const BatchPatchBodySchema = Type.Object(
  {
    startDate: Type.Optional(DateOnlySchema),
    endDate: Type.Optional(DateOnlySchema),
    totalSeats: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    closed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BatchPatchBody = Static<typeof BatchPatchBodySchema>;

/**
 * Uploads: JPEG, PNG, WebP, AVIF or HEIC (checked by their first bytes; HEIC only where the server's libvips
 * reads it), at most 25 MB and 50 megapixels. The original is kept privately; the site serves variants.
 */
export const IMAGE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_PIXELS = 50_000_000;
export const IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
] as const;

/**
 * POST /api/operator/images (staff, 201): the image's bytes as the raw body with its Content-Type. 413 above
 * 25 MB or 50 megapixels, 415 for another type, bytes that are not the type named or a format this server
 * cannot read. `url` goes in a package's cardImage or gallery; the site shows it as responsive variants
 * (AVIF, WebP, JPEG), made within seconds after the upload (`variantsReady` says whether they are already).
 */
export const ImageUploadResultSchema = Type.Object({
  _id: IdSchema,
  url: Type.String(),
  contentType: Type.String(),
  bytes: Type.Integer(),
  sha256: Type.String(),
  variantsReady: Type.Optional(Type.Boolean()),
});
export type ImageUploadResult = Static<typeof ImageUploadResultSchema>;
