import { msg } from './message';
import { HOLD_EXPIRED_NOTE } from './seat-hold';

/**
 * Where a booking stands, as the customer and staff are told it:
 * - held: seats kept while the first payment is under way (awaiting payment, until its hold ends);
 * - confirmed: the advance is received, the balance is not due yet;
 * - balance-due: confirmed, and the balance is due now (or overdue);
 * - paid-in-full: nothing left to pay;
 * - cancelled: by the customer or the operator;
 * - expired: released because the first payment was not completed while the seats were held.
 */
export type BookingState = 'held' | 'confirmed' | 'balance-due' | 'paid-in-full' | 'cancelled' | 'expired';

export const BOOKING_STATE_LABEL: Record<BookingState, string> = {
  held: msg('Awaiting payment'),
  confirmed: msg('Confirmed'),
  'balance-due': msg('Balance due'),
  'paid-in-full': msg('Fully paid'),
  cancelled: msg('Cancelled'),
  expired: msg('Expired'),
};

export interface BookingStateInput {
  status: 'pending' | 'confirmed' | 'cancelled';
  total: number;
  amountPaid: number;
  /** Why it was cancelled ('' if none). */
  cancelNote: string;
  /** What is due today (domain bookingPaymentStatus's dueNow). */
  dueNow: number;
}

export function bookingStateOf(booking: BookingStateInput): BookingState {
  if (booking.status === 'cancelled')
    return booking.cancelNote === HOLD_EXPIRED_NOTE && booking.amountPaid === 0 ? 'expired' : 'cancelled';
  if (booking.status === 'pending') return 'held';
  if (booking.amountPaid >= booking.total) return 'paid-in-full';
  return booking.dueNow > 0 ? 'balance-due' : 'confirmed';
}
