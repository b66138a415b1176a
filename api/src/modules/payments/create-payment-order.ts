import {
  BookingNotFound,
  conflict,
  nextPaymentDue,
  unavailable,
  type PaymentOrderKind,
  msg,
} from '@trippy/domain';
import type { PaymentOrder } from '@trippy/contracts';
import type { UseCaseContext } from '../../shared/use-case-context';
import { findOwnBooking } from '../bookings/bookings.repository';
import type { PaymentProvider } from './provider';
import { ProviderUnavailable } from './provider';
import { insertOrder, openOrderFor } from './payments.repository';

export const PAYMENTS_UNAVAILABLE =
  'Online payment is not available right now. Your booking is kept: please try again in a minute.';

/**
 * The order for the booking's next payment (the advance or full amount at booking, the balance later), made at
 * the provider once: a second Pay for the same payment reuses the open order, so one attempt never has two.
 */
export async function createPaymentOrder(
  ctx: UseCaseContext,
  provider: PaymentProvider,
  {
    customerId,
    bookingId,
    checkoutUrl,
  }: {
    customerId: string;
    bookingId: string;
    checkoutUrl: (orderId: string, kind: PaymentOrderKind) => string | null;
  },
): Promise<PaymentOrder> {
  const row = await findOwnBooking(ctx.db, customerId, bookingId);
  if (!row) throw new BookingNotFound();
  if (row.status === 'cancelled') throw conflict(msg('This booking is cancelled: nothing is left to pay'));
  const due = nextPaymentDue({
    paymentType: row.payment_type,
    payableAmount: row.payable_amount,
    total: row.total,
    amountPaid: row.amount_paid,
  });
  if (!due) throw conflict(msg('This booking is fully paid'));
  const answer = (orderId: string): PaymentOrder => ({
    provider: provider.name,
    keyId: provider.keyId,
    orderId,
    amount: due.amount,
    currency: 'INR',
    kind: due.kind,
    checkoutUrl: checkoutUrl(orderId, due.kind),
  });
  const open = await openOrderFor(ctx.db, row.id, due.kind, due.amount);
  if (open) return answer(open.provider_order_id);
  let order;
  try {
    order = await provider.createOrder({
      amount: due.amount,
      // Razorpay's receipt (at most 40 characters): the booking's reference and what the order pays.
      receipt: `${row.reference}-${due.kind}`,
      notes: { bookingId: row.id, reference: row.reference, kind: due.kind },
    });
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw unavailable(PAYMENTS_UNAVAILABLE);
    throw error;
  }
  await insertOrder(ctx.db, {
    bookingId: row.id,
    provider: provider.name,
    providerOrderId: order.id,
    kind: due.kind,
    amount: due.amount,
  });
  return answer(order.id);
}
