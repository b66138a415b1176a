import { MAX_SEATS_PER_BOOKING } from '@trippy/domain';
import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, IdSchema, Nullable, TimestampSchema } from '../common';

/** Seats one waitlist entry may ask for: the same limit as one booking. */
/** A waitlist entry asks for at most what one booking may take. */
export const WAITLIST_MAX_SEATS = MAX_SEATS_PER_BOOKING;

export const WaitlistStatusSchema = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('offered'),
  Type.Literal('booked'),
  Type.Literal('expired'),
  Type.Literal('left'),
]);
export type WaitlistStatus = Static<typeof WaitlistStatusSchema>;

/** POST /api/batches/:id/waitlist (customer): join the line of a full batch (409 when already in it). */
export const WaitlistJoinBodySchema = Type.Object(
  { seats: Type.Integer({ minimum: 1, maximum: WAITLIST_MAX_SEATS }) },
  { additionalProperties: false },
);
export type WaitlistJoinBody = Static<typeof WaitlistJoinBodySchema>;

/** Seats held for the customer until `expiresAt`; book them with POST /api/bookings { waitlistOfferId }. */
export const WaitlistOfferSchema = Type.Object({
  offeredAt: TimestampSchema,
  expiresAt: TimestampSchema,
  /** The site path that opens the booking with the held seats: `waitlistOfferPath(packageId, entryId)`. */
  path: Type.String(),
});
export type WaitlistOffer = Static<typeof WaitlistOfferSchema>;

export const WaitlistEntrySchema = Type.Object({
  _id: IdSchema,
  batchId: IdSchema,
  packageId: IdSchema,
  packageName: Type.String(),
  packageSlug: Type.String(),
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  seats: Type.Integer({ minimum: 1 }),
  status: WaitlistStatusSchema,
  /** 1 for the first in line; null unless waiting. */
  position: Nullable(Type.Integer({ minimum: 1 })),
  /** Present while status is 'offered' (and kept for 'expired'/'booked' as history). */
  offer: Nullable(WaitlistOfferSchema),
  bookingId: Nullable(IdSchema),
  createdAt: TimestampSchema,
});
export type WaitlistEntry = Static<typeof WaitlistEntrySchema>;

/** GET /api/waitlist: `page` (from 1) and `pageSize` (1-100, default 20); active entries first, newest first. */
export const WaitlistListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type WaitlistListQuery = Static<typeof WaitlistListQuerySchema>;

export const WaitlistListSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(WaitlistEntrySchema),
  page: Type.Object({
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  }),
  message: Type.Optional(Type.String()),
});
