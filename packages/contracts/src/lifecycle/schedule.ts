import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, Nullable, PaiseSchema } from '../common';

/**
 * The payment schedule (domain `paymentScheduleFor(startDate, today)`): 25% at booking and 75% due 15 days
 * before departure. When the departure is 15 days away or less the balance date would be today or past, so
 * only full payment is offered (`advanceAllowed: false`; POST /api/bookings with paymentType 'advance' is
 * refused with 422). A due date is never in the past at booking.
 */
export const PaymentScheduleSchema = Type.Object({
  advanceAllowed: Type.Boolean(),
  /** The balance's due date when paying the advance; null when only full payment is allowed. */
  balanceDueDate: Nullable(DateOnlySchema),
  advancePercent: Type.Integer(),
});
export type PaymentSchedule = Static<typeof PaymentScheduleSchema>;

/**
 * Where a booking's money stands today (every Booking carries it as `payment`; domain `bookingPaymentStatus`).
 * - amountPaid: received so far (recorded payments).
 * - dueNow: to pay now: the rest of the advance before the balance date, everything left on or after it.
 * - balance: total - amountPaid (never below 0).
 * - balanceDueDate: when the balance is due (null for a full-payment booking; a full-payment booking's
 *   balance is due now).
 * - overdue: the balance date has passed with money still open (flagged to the operator too).
 * - owedToCustomer: money the operator owes back (a cheaper batch after paying more, or a refund on
 *   cancellation), in cash.
 */
export const BookingPaymentStatusSchema = Type.Object({
  amountPaid: PaiseSchema,
  dueNow: PaiseSchema,
  balance: PaiseSchema,
  balanceDueDate: Nullable(DateOnlySchema),
  overdue: Type.Boolean(),
  owedToCustomer: PaiseSchema,
});
export type BookingPaymentStatus = Static<typeof BookingPaymentStatusSchema>;
