import type { ConfirmedBooking } from '@trippy/contracts';
import { formatRupees, HOLD_EXPIRED_NOTE } from '@trippy/domain';

export interface Outcome {
  kind: 'confirmed' | 'held' | 'released' | 'cancelled';
  title: string;
  line: string;
}

/** What the booking page says of a booking: never that it is confirmed, or paid, before money is received. */
export function outcomeOf(booking: ConfirmedBooking): Outcome {
  const status = booking.metadata?.status ?? 'pending';
  const paid = booking.payment?.amountPaid ?? 0;
  const total = booking.bookingInfo.total;
  if (status === 'confirmed')
    return {
      kind: 'confirmed',
      title: 'Booking Confirmed!',
      line:
        paid >= total
          ? `Full payment of ${formatRupees(paid)} received.`
          : `Advance of ${formatRupees(paid)} received. Your seats are confirmed.`,
    };
  if (status === 'pending')
    return {
      kind: 'held',
      title: 'Complete your payment',
      line:
        paid > 0
          ? `${formatRupees(paid)} received so far. Your booking is confirmed once the amount due now is paid.`
          : 'Your booking is received but not confirmed: nothing has been paid yet.',
    };
  if (booking.metadata?.state === 'expired')
    return { kind: 'released', title: 'Seats released', line: `${HOLD_EXPIRED_NOTE} Nothing was charged.` };
  return { kind: 'cancelled', title: 'Booking Cancelled', line: 'This booking is cancelled.' };
}
