import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, IdSchema, PaiseSchema } from '../common';
import { AvailabilitySchema } from '../catalog';
import { BookingSchema } from '../booking';

/** Changing batch is allowed up to 15 days before the ORIGINAL departure (409 after). */
export const BATCH_CHANGE_UNTIL_DAYS = 15;

/** A signed amount in paise (negative: the customer pays less). */
export const SignedPaiseSchema = Type.Integer({ description: 'Signed amount in paise' });

/**
 * Another open batch of the same package, starting in the future with enough seats for the booking. Prices
 * are GST-inclusive for the same seats and add-ons, at the package's current price.
 */
export const BatchChangeOptionSchema = Type.Object({
  batchId: IdSchema,
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  seatsLeft: Type.Integer(),
  availability: AvailabilitySchema,
  /** The booking's total on this batch (GST included). */
  newTotal: PaiseSchema,
  /** newTotal - the booking's current total: positive is more to pay, negative is owed back. */
  difference: SignedPaiseSchema,
});
export type BatchChangeOption = Static<typeof BatchChangeOptionSchema>;

/**
 * GET /api/bookings/:id/batch-change-options (the booking's customer; 404 for anyone else). `allowed` is false
 * (with `reason`) when the booking can no longer move: cancelled, or less than 15 days before departure.
 * Options are sorted by start date (a package has few future batches: not paged).
 */
export const BatchChangeOptionsSchema = Type.Object({
  bookingId: IdSchema,
  currentBatch: Type.Object({ batchId: IdSchema, startDate: DateOnlySchema, endDate: DateOnlySchema }),
  currentTotal: PaiseSchema,
  /** The last day a change is accepted (15 days before the original departure). */
  changeAllowedUntil: DateOnlySchema,
  allowed: Type.Boolean(),
  reason: Type.Optional(Type.String()),
  options: Type.Array(BatchChangeOptionSchema),
});
export type BatchChangeOptions = Static<typeof BatchChangeOptionsSchema>;

/**
 * POST /api/bookings/:id/change-batch (the booking's customer; answers ChangeBatchResultSchema): seats move
 * atomically; totals follow the new
 * price; a negative difference is owed back (Booking.payment.owedToCustomer). 409: too late, cancelled,
 * same batch, or not enough seats; 404: not the customer's booking or an unknown batch; 400: another package.
 */
export const ChangeBatchBodySchema = Type.Object({ batchId: IdSchema }, { additionalProperties: false });
export type ChangeBatchBody = Static<typeof ChangeBatchBodySchema>;

/** One recorded change of batch (table booking_changes). */
export const BookingChangeSchema = Type.Object({
  _id: IdSchema,
  bookingId: IdSchema,
  fromBatchId: IdSchema,
  toBatchId: IdSchema,
  fromStartDate: DateOnlySchema,
  toStartDate: DateOnlySchema,
  previousTotal: PaiseSchema,
  newTotal: PaiseSchema,
  difference: SignedPaiseSchema,
  createdAt: Type.String(),
});
export type BookingChange = Static<typeof BookingChangeSchema>;

/** The answer of POST /api/bookings/:id/change-batch: the booking as it is now and the change recorded. */
export const ChangeBatchResultSchema = Type.Object({ booking: BookingSchema, change: BookingChangeSchema });
export type ChangeBatchResult = Static<typeof ChangeBatchResultSchema>;
