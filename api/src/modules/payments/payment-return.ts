import { BookingNotFound, invalidInput, unavailable } from '@trippy/domain';
import type { PaymentReturnBody, PaymentReturnResult } from '@trippy/contracts';
import type { UseCaseContext } from '../../shared/use-case-context';
import { findOwnBooking } from '../bookings/bookings.repository';
import type { PaymentProvider } from './provider';
import { ProviderUnavailable } from './provider';
import { findOrder } from './payments.repository';
import { bookingMoney, settlePayment, type Settled } from './settle-payment';
import { PAYMENTS_UNAVAILABLE } from './create-payment-order';

export const NOT_THIS_BOOKING = 'This payment is not for this booking';
export const BAD_SIGNATURE = 'The payment could not be verified';

/**
 * The checkout's hand-back: genuine only for an order *we* made for this booking (the signature is checked
 * against our stored order id); the payment itself is then read from the provider (the browser is never
 * trusted for the amount) and counted by the one state machine.
 */
export async function returnFromCheckout(
  ctx: UseCaseContext,
  provider: PaymentProvider,
  { customerId, bookingId, body }: { customerId: string; bookingId: string; body: PaymentReturnBody },
): Promise<{ result: PaymentReturnResult; settled: Settled }> {
  const booking = await findOwnBooking(ctx.db, customerId, bookingId);
  if (!booking) throw new BookingNotFound();
  const order = await findOrder(ctx.db, body.razorpay_order_id);
  if (!order || order.booking_id !== booking.id) throw invalidInput(NOT_THIS_BOOKING);
  if (
    !provider.checkoutReturnValid(order.provider_order_id, body.razorpay_payment_id, body.razorpay_signature)
  )
    throw invalidInput(BAD_SIGNATURE);
  let payment;
  try {
    payment = await provider.fetchPayment(body.razorpay_payment_id);
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw unavailable(PAYMENTS_UNAVAILABLE);
    throw error;
  }
  if (payment.orderId !== order.provider_order_id) throw invalidInput(NOT_THIS_BOOKING);
  const settled = await settlePayment(ctx, { provider: provider.name, payment });
  const money = await bookingMoney(ctx.db, booking.id);
  const outcome: PaymentReturnResult['outcome'] =
    settled.outcome === 'confirmed'
      ? 'confirmed'
      : settled.outcome === 'refund'
        ? 'refunded'
        : settled.outcome === 'already-recorded'
          ? 'already-recorded'
          : 'pending';
  return {
    result: {
      outcome,
      status: money!.status,
      amountPaid: money!.amountPaid,
      remainingAmount: money!.remainingAmount,
    },
    settled,
  };
}
