import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema, TimestampSchema } from './common';
import { PicturesSchema } from './picture';

export const CATEGORY_SLUGS = [
  'char-dham',
  'treks',
  'spiritual-trips',
  'backpacking-trips',
  'weekend-trips',
  'family-holidays',
  'trippy-girls-only-trips',
  'corporate-trippy-space',
  'adventure',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const NamedRefSchema = Type.Object({ name: Type.String(), slug: Type.String() });

export const CategorySchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  packageCount: Type.Integer(),
});
export type Category = Static<typeof CategorySchema>;

export const DestinationSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  region: Type.String(),
  packageCount: Type.Integer(),
});
export type Destination = Static<typeof DestinationSchema>;

export const AdditionalServiceSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  price: PaiseSchema,
});
export type AdditionalService = Static<typeof AdditionalServiceSchema>;

export const ItineraryDaySchema = Type.Object({
  day: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
});
export type ItineraryDay = Static<typeof ItineraryDaySchema>;

export const DifficultySchema = Nullable(
  Type.Union([Type.Literal('easy'), Type.Literal('moderate'), Type.Literal('challenging')]),
);

export const PackageSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  location: Type.String(),
  category: NamedRefSchema,
  description: Type.String(),
  /** `pictures`: the served forms (responsive variants) of those URLs that are uploads, by URL. */
  images: Type.Object({
    cardImage: Type.String(),
    gallery: Type.Array(Type.String()),
    pictures: Type.Optional(PicturesSchema),
  }),
  duration: Type.String(),
  durationDays: Type.Integer(),
  offerPrice: PaiseSchema,
  originalPrice: PaiseSchema,
  packageType: Type.String(),
  destination: NamedRefSchema,
  additionalServices: Type.Array(AdditionalServiceSchema),
  difficulty: DifficultySchema,
  maxAltitudeFt: Nullable(Type.Integer()),
  /** The months (1-12) its departures run in; empty: all year. */
  seasonMonths: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { maxItems: 12 }),
  highlights: Type.Array(Type.String()),
  itinerary: Type.Array(ItineraryDaySchema),
  inclusions: Type.Array(Type.String()),
  exclusions: Type.Array(Type.String()),
  nextDeparture: Nullable(DateOnlySchema),
  /** When the package's page last changed (the sitemap's lastmod). */
  updatedAt: TimestampSchema,
});
export type Package = Static<typeof PackageSchema>;

export const AvailabilitySchema = Type.Union([
  Type.Literal('available'),
  Type.Literal('filling-fast'),
  Type.Literal('sold-out'),
]);

export const BatchSchema = Type.Object({
  _id: IdSchema,
  packageId: IdSchema,
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  totalSeats: Type.Integer(),
  seatsLeft: Type.Integer(),
  availability: AvailabilitySchema,
});
export type Batch = Static<typeof BatchSchema>;

export const PackageDetailSchema = Type.Composite([
  PackageSchema,
  Type.Object({ batches: Type.Array(BatchSchema) }),
]);
export type PackageDetail = Static<typeof PackageDetailSchema>;

export const PackageListQuerySchema = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 80 })),
  destination: Type.Optional(Type.String({ maxLength: 80 })),
});
export type PackageListQuery = Static<typeof PackageListQuerySchema>;

export const PackageParamsSchema = Type.Object({ slugOrId: Type.String({ minLength: 1, maxLength: 120 }) });
