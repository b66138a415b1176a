import { sql, type Expression, type RawBuilder } from 'kysely';
import { HOLD_EXPIRED_NOTE } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import type { BookingRow } from './bookings.repository';

/** Locks the customer's row: two bookings of one account at once check its held seats one after the other. */
export async function lockCustomer(tx: DbOrTx, customerId: string): Promise<void> {
  await tx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
}

/** Seats the customer holds unpaid right now, across their bookings. */
export async function heldSeatsOf(tx: DbOrTx, customerId: string, now: Date): Promise<number> {
  const row = await tx
    .selectFrom('bookings')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('number_of_seats'), eb.lit(0)).as('seats'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .where('amount_paid', '=', 0)
    .where('hold_expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.seats ?? 0);
}

/**
 * Seats held unpaid on a batch at `now`: bookings still pending with nothing received while their hold runs
 * (as heldSeatsOf counts them), and waitlist offers still open. Both are out of seats_left and not sold; this is
 * the one count of held seats Today and Departures (list and month) read beside seats_left (domain seatSplit).
 */
export function heldSeatsOnBatch(batchId: Expression<string>, now: Date): RawBuilder<number> {
  return sql<number>`((
    SELECT coalesce(sum(held.number_of_seats), 0) FROM bookings held
    WHERE held.batch_id = ${batchId} AND held.status = 'pending' AND held.amount_paid = 0
      AND held.hold_expires_at > ${now}
  ) + (
    SELECT coalesce(sum(offer.seats), 0) FROM waitlist_entries offer
    WHERE offer.batch_id = ${batchId} AND offer.status = 'offered' AND offer.offer_expires_at > ${now}
  ))::int`;
}

/** Releases an unpaid booking whose hold ended (undefined when it was paid or changed meanwhile). */
export function releaseHeldBooking(
  tx: DbOrTx,
  bookingId: string,
  now: Date,
): Promise<BookingRow | undefined> {
  return tx
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancelled_at: now,
      cancel_note: HOLD_EXPIRED_NOTE,
      remaining_amount: 0,
      refund_percent: 0,
      refund_amount: 0,
      hold_expires_at: null,
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'pending')
    .where('amount_paid', '=', 0)
    .returningAll()
    .executeTakeFirst();
}

/** A booking released at its hold's end whose payment came after all: pending again (its seats re-taken). */
export async function reinstateReleasedBooking(tx: DbOrTx, bookingId: string): Promise<boolean> {
  const updated = await tx
    .updateTable('bookings')
    .set({
      status: 'pending',
      cancelled_at: null,
      cancel_note: '',
      refund_percent: null,
      refund_amount: null,
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'cancelled')
    .where('cancel_note', '=', HOLD_EXPIRED_NOTE)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
