import { sql } from 'kysely';
import type { BalanceReminderDay } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { bookingsWithTrip, type BookingRow } from '../bookings/bookings.repository';

export interface OpenBalanceRow {
  id: string;
  start_date: string;
}

/** Bookings not cancelled with a balance still open whose batch starts after `after` and by `through`. */
export async function openBalancesDeparting(
  tx: DbOrTx,
  after: string,
  through: string,
): Promise<OpenBalanceRow[]> {
  return tx
    .selectFrom('bookings as k')
    .innerJoin('batches as b', 'b.id', 'k.batch_id')
    .select(['k.id', 'b.start_date'])
    .where('k.status', '!=', 'cancelled')
    .where('k.remaining_amount', '>', 0)
    .where('b.start_date', '>', after)
    .where('b.start_date', '<=', through)
    .execute();
}

export interface ReminderBookingRow extends Pick<
  BookingRow,
  'id' | 'reference' | 'customer_id' | 'status' | 'remaining_amount' | 'balance_due_date'
> {
  start_date: string;
  package_name: string;
  email: string;
  first_name: string;
  locale: 'en' | 'hi';
}

/** The booking with its departure, package name and customer's mail and first name; undefined if none. */
export async function reminderBooking(
  tx: DbOrTx,
  bookingId: string,
): Promise<ReminderBookingRow | undefined> {
  return bookingsWithTrip(tx)
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.customer_id',
      'bookings.status',
      'bookings.remaining_amount',
      'bookings.balance_due_date',
      'batches.start_date',
      'packages.name as package_name',
      'customers.email',
      'customers.first_name',
      'customers.locale',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

/** True when this reminder is recorded now; false when it was already (ON CONFLICT DO NOTHING). */
export async function recordReminderSent(
  tx: DbOrTx,
  bookingId: string,
  daysBefore: BalanceReminderDay,
): Promise<boolean> {
  const inserted = await sql<{ booking_id: string }>`
    INSERT INTO balance_reminders (booking_id, days_before) VALUES (${bookingId}, ${daysBefore})
    ON CONFLICT DO NOTHING RETURNING booking_id`.execute(tx);
  return inserted.rows.length > 0;
}
