import { Type, type Static } from '@sinclair/typebox';
import { PaiseSchema, Nullable } from './common';
import { BookingStatusSchema } from './booking';

/** POST /api/bookings/:id/payment-order: what the browser's checkout needs to take the next payment. */
export const PaymentOrderSchema = Type.Object({
  provider: Type.String(),
  /** The provider's public key for its checkout. */
  keyId: Type.String(),
  orderId: Type.String(),
  amount: PaiseSchema,
  currency: Type.Literal('INR'),
  kind: Type.Union([Type.Literal('advance'), Type.Literal('full'), Type.Literal('balance')]),
  /** In sandbox mode, the sandbox's checkout page for this order (null with a real provider). */
  checkoutUrl: Nullable(Type.String()),
});
export type PaymentOrder = Static<typeof PaymentOrderSchema>;

/** Standard Checkout's hand-back, as Razorpay names it. */
export const PaymentReturnBodySchema = Type.Object(
  {
    razorpay_payment_id: Type.String({ pattern: '^pay_[A-Za-z0-9]{1,40}$' }),
    razorpay_order_id: Type.String({ pattern: '^order_[A-Za-z0-9]{1,40}$' }),
    razorpay_signature: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  },
  { additionalProperties: false },
);
export type PaymentReturnBody = Static<typeof PaymentReturnBodySchema>;

/** What a returned payment did to the booking. */
export const PaymentReturnResultSchema = Type.Object({
  outcome: Type.Union([
    /** Captured and counted: the booking's paid amount moved (and it is confirmed). */
    Type.Literal('confirmed'),
    /** Already counted (the webhook came first, or the page was sent twice). */
    Type.Literal('already-recorded'),
    /** Not captured yet (pending): the webhook or the reconciler will count it. */
    Type.Literal('pending'),
    /** Money the booking could not take (paid twice, or the booking is cancelled): refunded in full. */
    Type.Literal('refunded'),
  ]),
  status: BookingStatusSchema,
  amountPaid: PaiseSchema,
  remainingAmount: PaiseSchema,
});
export type PaymentReturnResult = Static<typeof PaymentReturnResultSchema>;
