import { holdEnded } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import type { StepContext } from '../../shared/use-case-context';
import { findBookingRow } from './operator-bookings.repository';
import { toBooking } from './bookings.repository';
import { releaseHeldBooking } from './seat-hold.repository';
import { returnSeats } from './seats.repository';
import { insertNotification } from '../notifications/notifications.repository';
import { offerFreedSeats, type WaitlistNotice } from '../waitlist/waitlist-offers';

export const holdExpiryJobKey = (bookingId: string) => `booking.hold-expiry:${bookingId}`;

/**
 * The hold-expiry job: an unpaid booking whose hold has ended is released (seats back, the waitlist offered
 * them at once, the customer told); one paid meanwhile is left alone. 'later' when the hold runs longer.
 */
async function expireHold(
  tx: DbOrTx,
  bookingId: string,
  step: StepContext,
): Promise<{ outcome: 'released' | 'nothing' } | { outcome: 'later'; runAt: Date }> {
  const row = await findBookingRow(tx, bookingId, true);
  if (!row) return { outcome: 'nothing' };
  const holdExpiresAt = row.hold_expires_at ? new Date(row.hold_expires_at) : null;
  const booking = { status: row.status, amountPaid: row.amount_paid, holdExpiresAt };
  if (
    holdExpiresAt &&
    booking.status === 'pending' &&
    booking.amountPaid === 0 &&
    !holdEnded(booking, step.now)
  )
    return { outcome: 'later', runAt: holdExpiresAt };
  return holdEnded(booking, step.now) ? { outcome: 'released' } : { outcome: 'nothing' };
}

/** expireHold and, when released, the release itself with what to push after commit. */
export async function releaseIfHoldEnded(
  tx: DbOrTx,
  bookingId: string,
  step: StepContext,
): Promise<{
  outcome: 'released' | 'nothing' | 'later';
  runAt?: Date;
  notices: WaitlistNotice[];
  /** The package whose seats came back on sale (or went to the waitlist's next offer). */
  packageId?: string;
}> {
  const decided = await expireHold(tx, bookingId, step);
  if (decided.outcome === 'later') return { outcome: 'later', runAt: decided.runAt, notices: [] };
  if (decided.outcome === 'nothing') return { outcome: 'nothing', notices: [] };
  const released = await releaseHeldBooking(tx, bookingId, step.now);
  if (!released) return { outcome: 'nothing', notices: [] };
  await returnSeats(tx, released.batch_id, released.number_of_seats);
  const booking = toBooking(released);
  const notification = await insertNotification(tx, released.customer_id, ({ t, date }) =>
    t.plural(
      released.number_of_seats,
      {
        one: 'Payment not completed: your seat on {trip} ({date}) was released. Book again if you still want to go.',
        other:
          'Payment not completed: your seats on {trip} ({date}) were released. Book again if you still want to go.',
      },
      { trip: booking.packageDetails.packageName, date: date(booking.batchDetails.startDate) },
    ),
  );
  const offers = await offerFreedSeats(tx, released.batch_id, step);
  return {
    outcome: 'released',
    notices: [{ customerId: released.customer_id, notification }, ...offers],
    packageId: released.package_id,
  };
}
