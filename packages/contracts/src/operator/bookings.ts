import { Type, type Static } from '@sinclair/typebox';
import { BookingSchema, BookingStatusSchema, PaymentTypeSchema } from '../booking';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema } from '../common';
import { OperatorPageQuerySchema } from './paging';
import { BookingChangeSchema } from '../lifecycle/batch-change';
import { BookingSourceSchema } from './staff-bookings';

/** The spec's payment methods: cards, UPI, net banking, wallets, bank transfer (groups), EMI, cash at the office. */
export const PAYMENT_METHODS = [
  'card',
  'upi',
  'netbanking',
  'wallet',
  'bank-transfer',
  'emi',
  'cash',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)));

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  'bank-transfer': 'Bank transfer',
  emi: 'EMI',
  cash: 'Cash',
};

/** The advance and the balance are tracked apart. */
export const PaymentKindSchema = Type.Union([Type.Literal('advance'), Type.Literal('balance')]);
export type PaymentKind = Static<typeof PaymentKindSchema>;

/** Who cancelled a booking. */
export const CancelledBySchema = Type.Union([Type.Literal('customer'), Type.Literal('operator')]);

/**
 * GET /api/operator/bookings (staff): newest first. `q` searches the customer's name, email and phone, the
 * booking reference (TH-26-00042, also typed as th 26 42) and the booking id; `departureFrom`/`departureTo` bound the batch's start date (inclusive); `balanceDue=true` keeps
 * non-cancelled bookings with something left to pay.
 */
export const OperatorBookingListQuerySchema = Type.Composite([
  OperatorPageQuerySchema,
  Type.Object({
    packageId: Type.Optional(IdSchema),
    batchId: Type.Optional(IdSchema),
    status: Type.Optional(BookingStatusSchema),
    departureFrom: Type.Optional(DateOnlySchema),
    departureTo: Type.Optional(DateOnlySchema),
    balanceDue: Type.Optional(Type.Boolean()),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  }),
]);
export type OperatorBookingListQuery = Static<typeof OperatorBookingListQuerySchema>;

export const OperatorBookingListItemSchema = Type.Object({
  _id: IdSchema,
  reference: Type.String(),
  createdAt: Type.String(),
  status: BookingStatusSchema,
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhone: Type.String(),
  packageId: IdSchema,
  packageName: Type.String(),
  batchId: IdSchema,
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  seats: Type.Integer(),
  paymentType: PaymentTypeSchema,
  total: PaiseSchema,
  amountPaid: PaiseSchema,
  remainingAmount: PaiseSchema,
  balanceDueDate: Nullable(DateOnlySchema),
});
export type OperatorBookingListItem = Static<typeof OperatorBookingListItemSchema>;

export const OperatorPaymentSchema = Type.Object({
  _id: IdSchema,
  kind: PaymentKindSchema,
  amount: PaiseSchema,
  method: PaymentMethodSchema,
  reference: Type.String(),
  receivedOn: DateOnlySchema,
  /** The staff member who recorded it by hand; null for a payment taken online. */
  recordedBy: Nullable(Type.Object({ _id: IdSchema, name: Type.String() })),
  /** The payment provider's id (pay_…) of a payment taken online; null for one recorded by hand. */
  providerPaymentId: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type OperatorPayment = Static<typeof OperatorPaymentSchema>;

/** The customer's account behind a booking (the booking's own customerDetails are as entered at booking). */
export const OperatorBookingCustomerSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  createdAt: Type.String(),
  disabled: Type.Boolean(),
});

/**
 * GET /api/operator/bookings/:id (staff), also the answer of every booking action. `booking` is the record
 * as the customer sees it (package and batch as booked, add-ons, customerDetails with emergency contact and
 * special requirements); the rest is the operator's side: money received, payments, confirmation, refund.
 */
export const OperatorBookingDetailSchema = Type.Object({
  booking: BookingSchema,
  customer: OperatorBookingCustomerSchema,
  /** The batch as it is now (seats left, closed). */
  batch: Type.Object({
    _id: IdSchema,
    startDate: DateOnlySchema,
    endDate: DateOnlySchema,
    totalSeats: Type.Integer(),
    seatsLeft: Type.Integer(),
    closed: Type.Boolean(),
  }),
  status: BookingStatusSchema,
  total: PaiseSchema,
  /** Everything received so far (the sum of payments). */
  amountPaid: PaiseSchema,
  /** total - amountPaid. */
  remainingAmount: PaiseSchema,
  /** Sums of the payments by kind. */
  paidByKind: Type.Object({ advance: PaiseSchema, balance: PaiseSchema }),
  payments: Type.Array(OperatorPaymentSchema),
  confirmedAt: Nullable(Type.String()),
  cancelledAt: Nullable(Type.String()),
  cancelledBy: Nullable(CancelledBySchema),
  refund: Nullable(Type.Object({ percent: Type.Integer(), amount: PaiseSchema })),
  /** Changes of batch made by the customer, oldest first (travellers are in booking.travellers, masked). */
  changes: Type.Array(BookingChangeSchema),
  /** Where the booking came from, and the staff member who took it (null for the website's). */
  origin: Type.Object({ source: BookingSourceSchema, takenBy: Nullable(Type.String()) }),
});
export type OperatorBookingDetail = Static<typeof OperatorBookingDetailSchema>;

/**
 * POST /api/operator/bookings/:id/payments (staff): records money received. 422 when it would take the amount
 * paid above the total; 409 on a cancelled booking. Answers the booking's detail (201).
 */
export const RecordPaymentBodySchema = Type.Object(
  {
    kind: PaymentKindSchema,
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'Amount in paise' }),
    method: PaymentMethodSchema,
    reference: Type.Optional(Type.String({ maxLength: 100 })),
    /** Not in the future (India time). */
    receivedOn: DateOnlySchema,
  },
  { additionalProperties: false },
);
export type RecordPaymentBody = Static<typeof RecordPaymentBodySchema>;

/** POST /api/operator/bookings/:id/confirm (staff): pending -> confirmed; 409 otherwise. Answers the detail. */

export const CancelReasonSchema = Type.Union([Type.Literal('customer-request'), Type.Literal('operator')]);
export type CancelReason = Static<typeof CancelReasonSchema>;

/**
 * POST /api/operator/bookings/:id/cancel (staff). 'customer-request': the spec's refund tables (standard or
 * group, by days before departure) on the amount paid; 'operator': 100% of the amount paid, in cash (never a
 * voucher). Seats go back to the batch. 409 when already cancelled. Answers the detail.
 */
export const OperatorCancelBodySchema = Type.Object(
  {
    reason: CancelReasonSchema,
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type OperatorCancelBody = Static<typeof OperatorCancelBodySchema>;

/** GET /api/operator/bookings/:id/refund-quote?reason= (staff): what a cancellation would refund today. */
export const OperatorRefundQuoteQuerySchema = Type.Object({ reason: CancelReasonSchema });
export const OperatorRefundQuoteSchema = Type.Object({
  reason: CancelReasonSchema,
  daysBeforeDeparture: Type.Integer(),
  amountPaid: PaiseSchema,
  percent: Type.Integer(),
  amount: PaiseSchema,
  table: Type.Union([Type.Literal('standard'), Type.Literal('group'), Type.Literal('operator')]),
});
export type OperatorRefundQuote = Static<typeof OperatorRefundQuoteSchema>;
