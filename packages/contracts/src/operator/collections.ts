import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema } from '../common';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from './bookings';

// GET /api/operator/collections (staff): the season's money per month of departure or per departure, in
// integer paise. Every payment and refund belongs to its booking's departure (the batch it is on now), whenever
// it was received; a month is the month its departures start in.

/** A month, 'YYYY-MM'. */
export const MonthSchema = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  minLength: 7,
  maxLength: 7,
  description: 'YYYY-MM',
});

export const COLLECTIONS_GROUPS = ['month', 'departure'] as const;
export type CollectionsGroup = (typeof COLLECTIONS_GROUPS)[number];
export const CollectionsGroupSchema = Type.Union(COLLECTIONS_GROUPS.map((group) => Type.Literal(group)));

/**
 * The rows: per month (default) or per departure; `from`/`to` bound the departure's month (inclusive; 400 when
 * `from` is after `to`); `packageId` one package's departures.
 */
export const CollectionsQuerySchema = Type.Object({
  groupBy: Type.Optional(CollectionsGroupSchema),
  from: Type.Optional(MonthSchema),
  to: Type.Optional(MonthSchema),
  packageId: Type.Optional(IdSchema),
});
export type CollectionsQuery = Static<typeof CollectionsQuerySchema>;

/** Money received by each method (every method of PAYMENT_METHODS, in its order). */
export const ReceivedByMethodSchema = Type.Object(
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, PaiseSchema])) as Record<
    PaymentMethod,
    typeof PaiseSchema
  >,
);
export type ReceivedByMethod = Static<typeof ReceivedByMethodSchema>;

export const ReceivedSchema = Type.Object({
  byMethod: ReceivedByMethodSchema,
  /** Taken online through the payment provider. */
  online: PaiseSchema,
  /** Recorded by staff (cash at the office, bank transfer, UPI to the office's account). */
  byHand: PaiseSchema,
  total: PaiseSchema,
});

const FIGURES = {
  /** Bookings not cancelled. */
  bookings: Type.Integer({ minimum: 0 }),
  /** Their seats. */
  seats: Type.Integer({ minimum: 0 }),
  /** Every payment recorded, cancelled bookings' included. */
  received: ReceivedSchema,
  /** Money paid back: refunds the provider processed and refunds staff marked paid by hand. */
  refunded: PaiseSchema,
  /** Refunds owed and not paid back yet (with the provider, or for staff to pay by hand). */
  refundOwed: PaiseSchema,
  /** Received less refunded. */
  net: Type.Integer(),
  /** Still to pay on bookings not cancelled. */
  due: PaiseSchema,
  /** The part of `due` whose balance due date has passed (India's calendar). */
  overdue: PaiseSchema,
  /** Departures counted in the row. */
  departures: Type.Integer({ minimum: 0 }),
};

export const CollectionsFiguresSchema = Type.Object(FIGURES);
export type CollectionsFigures = Static<typeof CollectionsFiguresSchema>;

export const CollectionsDepartureSchema = Type.Object({
  batchId: IdSchema,
  packageId: IdSchema,
  packageName: Type.String(),
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
});
export type CollectionsDeparture = Static<typeof CollectionsDepartureSchema>;

export const CollectionsRowSchema = Type.Object({
  ...FIGURES,
  /** The month, or the departure's batch id. */
  key: Type.String(),
  /** The month of the row, or of the departure's start. */
  month: MonthSchema,
  /** The departure of a row per departure; null per month. */
  departure: Nullable(CollectionsDepartureSchema),
});
export type CollectionsRow = Static<typeof CollectionsRowSchema>;

/**
 * The rows (months or departures that have bookings, in date order) and their totals. Departures without a
 * booking are left out.
 */
export const CollectionsSchema = Type.Object({
  groupBy: CollectionsGroupSchema,
  from: Nullable(MonthSchema),
  to: Nullable(MonthSchema),
  packageId: Nullable(IdSchema),
  rows: Type.Array(CollectionsRowSchema),
  totals: CollectionsFiguresSchema,
});
export type Collections = Static<typeof CollectionsSchema>;

/** GET /api/operator/exports/collections.csv: the rows above, then a last row of totals. */
export const COLLECTIONS_CSV_COLUMNS: readonly string[] = [
  'Month',
  'Package',
  'Departure',
  'Return',
  'Batch',
  'Departures',
  'Bookings',
  'Seats',
  ...PAYMENT_METHODS.map((method) => `${PAYMENT_METHOD_LABELS[method]} (INR)`),
  'Online (INR)',
  'By hand (INR)',
  'Received (INR)',
  'Refunded (INR)',
  'Refund owed (INR)',
  'Net (INR)',
  'Due (INR)',
  'Overdue (INR)',
];

/** The first cell of the CSV's last row. */
export const COLLECTIONS_TOTAL_LABEL = 'Total';
