import type { ConfirmedBooking } from '@trippy/contracts';
import { formatRupees, HOLD_EXPIRED_NOTE } from '@trippy/domain';
import type { PageText } from '../messages';

export interface Outcome {
  kind: 'confirmed' | 'held' | 'released' | 'cancelled';
  title: string;
  line: string;
}

/** What the booking page says of a booking: never that it is confirmed, or paid, before money is received. */
export function outcomeOf(booking: ConfirmedBooking, { t, tag }: PageText): Outcome {
  const status = booking.metadata?.status ?? 'pending';
  const paid = booking.payment?.amountPaid ?? 0;
  const total = booking.bookingInfo.total;
  if (status === 'confirmed')
    return {
      kind: 'confirmed',
      title: t('Booking Confirmed!'),
      line:
        paid >= total
          ? t('Full payment of {amount} received.', { amount: formatRupees(paid, tag) })
          : t('Advance of {amount} received. Your seats are confirmed.', { amount: formatRupees(paid, tag) }),
    };
  if (status === 'pending')
    return {
      kind: 'held',
      title: t('Complete your payment'),
      line:
        paid > 0
          ? t('{amount} received so far. Your booking is confirmed once the amount due now is paid.', {
              amount: formatRupees(paid, tag),
            })
          : t('Your booking is received but not confirmed: nothing has been paid yet.'),
    };
  if (booking.metadata?.state === 'expired')
    return {
      kind: 'released',
      title: t('Seats released'),
      // The domain's note (English, shown with t) and what it means for the money.
      line: `${t(HOLD_EXPIRED_NOTE)} ${t('Nothing was charged.')}`,
    };
  return { kind: 'cancelled', title: t('Booking Cancelled'), line: t('This booking is cancelled.') };
}
