/** What an online payment order pays: the advance or the full amount at booking, or the balance later. */
export type PaymentOrderKind = 'advance' | 'full' | 'balance';

export interface PayableBooking {
  paymentType: 'full' | 'advance';
  /** What was due at booking (the advance, or the total), integer paise. */
  payableAmount: number;
  total: number;
  amountPaid: number;
}

/**
 * The payment the customer makes next, or null when nothing is left to pay: before any money, what was due
 * at booking (25% advance or the full amount); after it, the whole balance.
 */
export function nextPaymentDue(booking: PayableBooking): { kind: PaymentOrderKind; amount: number } | null {
  const remaining = booking.total - booking.amountPaid;
  if (remaining <= 0) return null;
  if (booking.amountPaid === 0)
    return { kind: booking.paymentType === 'advance' ? 'advance' : 'full', amount: booking.payableAmount };
  return { kind: 'balance', amount: remaining };
}

/**
 * A refund paid back to the payments it came from, newest first, never more than each payment: the part that
 * payments taken online cannot carry (cash, bank transfer) is left for staff to pay.
 */
export function allocateRefund(
  onlinePayments: ReadonlyArray<{ id: string; amount: number }>,
  refund: number,
): { toPayments: Array<{ id: string; amount: number }>; byStaff: number } {
  const toPayments: Array<{ id: string; amount: number }> = [];
  let left = Math.max(0, refund);
  for (const payment of onlinePayments) {
    if (left <= 0) break;
    const amount = Math.min(left, payment.amount);
    if (amount > 0) toPayments.push({ id: payment.id, amount });
    left -= amount;
  }
  return { toPayments, byStaff: left };
}
