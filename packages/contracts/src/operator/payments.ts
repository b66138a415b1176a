import { Type, type Static } from '@sinclair/typebox';
import { BookingStatusSchema } from '../booking';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema } from '../common';
import { PaymentKindSchema, PaymentMethodSchema } from './bookings';

/**
 * GET /api/operator/payments/reconciliation?date=YYYY-MM-DD (staff): one day of money in the operator's
 * calendar (India), today when no date is given. 400 for a date that is not a calendar day, 422 for one
 * before 2020 or after today.
 */
export const ReconciliationQuerySchema = Type.Object({ date: Type.Optional(DateOnlySchema) });
export type ReconciliationQuery = Static<typeof ReconciliationQuerySchema>;

/** Where a payment came from: online through the provider, or recorded by staff (cash, bank transfer, ...). */
export const PaymentSourceSchema = Type.Union([Type.Literal('online'), Type.Literal('by-hand')]);
export type PaymentSource = Static<typeof PaymentSourceSchema>;

/** A payment received on the day (by its date received). */
export const ReconciliationPaymentSchema = Type.Object({
  _id: IdSchema,
  bookingId: IdSchema,
  /** TH-26-00042, as people read it out. */
  bookingReference: Type.String(),
  bookingStatus: BookingStatusSchema,
  customerName: Type.String(),
  packageName: Type.String(),
  kind: PaymentKindSchema,
  amount: PaiseSchema,
  method: PaymentMethodSchema,
  source: PaymentSourceSchema,
  /** The provider's payment and order ids (online payments only; the order may be unknown for old rows). */
  providerPaymentId: Nullable(Type.String()),
  providerOrderId: Nullable(Type.String()),
  /** What staff typed (UTR, receipt no.), or the provider's payment id. */
  reference: Type.String(),
  receivedOn: DateOnlySchema,
  createdAt: Type.String(),
  /** The member who recorded it by hand; null online. */
  recordedBy: Nullable(Type.String()),
});
export type ReconciliationPayment = Static<typeof ReconciliationPaymentSchema>;

/** Payment events that counted nothing and need a look: not ours, not what the order asked for, or failed. */
export const FLAGGED_OUTCOMES = ['amount-mismatch', 'unknown-order', 'failed'] as const;
export type FlaggedOutcome = (typeof FLAGGED_OUTCOMES)[number];
export const FlaggedOutcomeSchema = Type.Union(FLAGGED_OUTCOMES.map((outcome) => Type.Literal(outcome)));

export const FLAGGED_OUTCOME_LABELS: Record<FlaggedOutcome, string> = {
  'amount-mismatch': 'Amount does not match the order',
  'unknown-order': 'Unknown order',
  failed: 'Payment failed',
};

export const ReconciliationFlaggedSchema = Type.Object({
  eventId: Type.String(),
  event: Type.String(),
  outcome: FlaggedOutcomeSchema,
  providerOrderId: Nullable(Type.String()),
  providerPaymentId: Nullable(Type.String()),
  /** What the provider reported, and what our order asked for (null when the order is not ours). */
  amount: Nullable(PaiseSchema),
  currency: Nullable(Type.String()),
  orderAmount: Nullable(PaiseSchema),
  bookingId: Nullable(IdSchema),
  bookingReference: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  receivedAt: Type.String(),
});
export type ReconciliationFlagged = Static<typeof ReconciliationFlaggedSchema>;

/** A verified webhook event received on the day, with what it did and how often it came again. */
export const ReconciliationWebhookSchema = Type.Object({
  eventId: Type.String(),
  event: Type.String(),
  /** confirmed, duplicate-payment, amount-mismatch, refund, not-captured, received, ... (settle-payment.ts). */
  outcome: Type.String(),
  providerOrderId: Nullable(Type.String()),
  providerPaymentId: Nullable(Type.String()),
  /** Deliveries of the same event id after the first (each changed nothing). */
  duplicates: Type.Integer({ minimum: 0 }),
  receivedAt: Type.String(),
});
export type ReconciliationWebhook = Static<typeof ReconciliationWebhookSchema>;

export const WEBHOOK_REFUSAL_REASONS = [
  'missing-signature',
  'missing-event-id',
  'invalid-signature',
] as const;
export type WebhookRefusalReason = (typeof WEBHOOK_REFUSAL_REASONS)[number];
export const WebhookRefusalReasonSchema = Type.Union(
  WEBHOOK_REFUSAL_REASONS.map((reason) => Type.Literal(reason)),
);

export const WEBHOOK_REFUSAL_LABELS: Record<WebhookRefusalReason, string> = {
  'missing-signature': 'No signature',
  'missing-event-id': 'No event id',
  'invalid-signature': 'Signature does not match',
};

/** A webhook refused (answered 400, nothing changed): when, why, the event id it claimed; never its body. */
export const ReconciliationRefusalSchema = Type.Object({
  eventId: Nullable(Type.String()),
  reason: WebhookRefusalReasonSchema,
  receivedAt: Type.String(),
});
export type ReconciliationRefusal = Static<typeof ReconciliationRefusalSchema>;

/** Money to give back by hand: received in cash or by bank transfer, the booking cancelled with a refund. */
export const RefundToPaySchema = Type.Object({
  _id: IdSchema,
  bookingId: IdSchema,
  bookingReference: Type.String(),
  customerName: Type.String(),
  customerPhone: Type.String(),
  packageName: Type.String(),
  amount: PaiseSchema,
  reason: Type.String(),
  createdAt: Type.String(),
});
export type RefundToPay = Static<typeof RefundToPaySchema>;

/** A refund through the provider not yet processed: waiting to be sent or accepted, or refused by it. */
export const RefundInProgressSchema = Type.Object({
  _id: IdSchema,
  bookingId: IdSchema,
  bookingReference: Type.String(),
  customerName: Type.String(),
  packageName: Type.String(),
  amount: PaiseSchema,
  reason: Type.String(),
  providerPaymentId: Type.String(),
  /** Null until the provider has taken it. */
  providerRefundId: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('failed')]),
  createdAt: Type.String(),
});
export type RefundInProgress = Static<typeof RefundInProgressSchema>;

/** A refund completed on the day: processed by the provider, or paid by hand and marked so by staff. */
export const RefundDoneSchema = Type.Object({
  _id: IdSchema,
  bookingId: IdSchema,
  bookingReference: Type.String(),
  customerName: Type.String(),
  amount: PaiseSchema,
  via: PaymentSourceSchema,
  providerRefundId: Nullable(Type.String()),
  /** The note staff gave when paying by hand. */
  reference: Nullable(Type.String()),
  paidBy: Nullable(Type.String()),
  at: Type.String(),
});
export type RefundDone = Static<typeof RefundDoneSchema>;

const MoneySplitSchema = Type.Object({ online: PaiseSchema, byHand: PaiseSchema, total: PaiseSchema });

export const ReconciliationSchema = Type.Object({
  date: DateOnlySchema,
  totals: Type.Object({
    /** Payments received on the day, online and by hand, with how many of each. */
    collected: Type.Composite([
      MoneySplitSchema,
      Type.Object({ onlineCount: Type.Integer(), byHandCount: Type.Integer() }),
    ]),
    /** Refunds completed on the day. */
    refunded: MoneySplitSchema,
    /** Refunds still owed, whatever their day: by hand, and through the provider. */
    owed: Type.Object({ byHand: PaiseSchema, online: PaiseSchema }),
  }),
  /** Newest first, at most 500 (the totals count them all). */
  payments: Type.Array(ReconciliationPaymentSchema),
  paymentsTruncated: Type.Boolean(),
  flagged: Type.Array(ReconciliationFlaggedSchema),
  webhooks: Type.Object({
    verified: Type.Integer(),
    duplicates: Type.Integer(),
    refused: Type.Integer(),
    /** Newest first, at most 200 events and 100 refusals. */
    events: Type.Array(ReconciliationWebhookSchema),
    refusals: Type.Array(ReconciliationRefusalSchema),
  }),
  refunds: Type.Object({
    /** Every refund still to pay by hand, oldest first, whatever its day. */
    toPayByHand: Type.Array(RefundToPaySchema),
    /** Every refund through the provider not yet processed, oldest first. */
    inProgress: Type.Array(RefundInProgressSchema),
    /** Completed on the day, newest first. */
    done: Type.Array(RefundDoneSchema),
  }),
});
export type Reconciliation = Static<typeof ReconciliationSchema>;

/**
 * POST /api/operator/refunds/:id/paid (staff): a refund to pay by hand was paid; `reference` says how (UTR,
 * cheque or receipt no., "cash at the office"). 404 for an unknown refund, 409 when it is already marked paid.
 */
export const MarkRefundPaidBodySchema = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type MarkRefundPaidBody = Static<typeof MarkRefundPaidBodySchema>;

export const MarkRefundPaidResultSchema = Type.Object({
  _id: IdSchema,
  bookingId: IdSchema,
  amount: PaiseSchema,
  status: Type.Literal('paid'),
  paidAt: Type.String(),
  reference: Type.String(),
});
export type MarkRefundPaidResult = Static<typeof MarkRefundPaidResultSchema>;
