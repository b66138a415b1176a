import { sql } from 'kysely';
import type { TodayBalance, TodayBooking, TodayDeparture } from '@trippy/contracts';
import { addDays, seatSplit, toDateOnly } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { iso } from '../../db/ids';
import { bookingsWithTrip } from './bookings.repository';
import { heldSeatsOnBatch } from './seat-hold.repository';

const dateOnly = (value: string | Date): string =>
  value instanceof Date ? toDateOnly(value) : value.slice(0, 10);

/** The traveller's name as booked, else the account's. */
const customerName = sql<string>`coalesce(nullif(bookings.customer_details->>'fullName', ''), customers.first_name || ' ' || customers.last_name)`;

/** Bookings created in the last 24 hours, newest first. */
export async function recentBookings(db: DbOrTx, limit = 100): Promise<TodayBooking[]> {
  const rows = await bookingsWithTrip(db)
    .select([
      'bookings.id',
      'bookings.number_of_seats',
      'bookings.total',
      'bookings.status',
      'bookings.created_at',
      'packages.name as package_name',
      'batches.start_date',
      customerName.as('customer_name'),
    ])
    .where('bookings.created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    customerName: row.customer_name,
    packageName: row.package_name,
    startDate: dateOnly(row.start_date),
    seats: row.number_of_seats,
    total: row.total,
    status: row.status,
    createdAt: iso(row.created_at),
  }));
}

/** A departure's own columns: selected, and grouped by to count its bookings. */
const DEPARTURE_COLUMNS = [
  'batches.id',
  'batches.package_id',
  'batches.start_date',
  'batches.end_date',
  'batches.total_seats',
  'batches.seats_left',
  'batches.closed_at',
] as const;

/**
 * Batches starting from today to `days` ahead, soonest first, with their seats (sold, held at `now`, left) and
 * non-cancelled bookings.
 */
export async function upcomingDepartures(
  db: DbOrTx,
  today: string,
  now: Date,
  days = 14,
): Promise<TodayDeparture[]> {
  const rows = await db
    .selectFrom('batches')
    .innerJoin('packages', 'packages.id', 'batches.package_id')
    .leftJoin('bookings', (join) =>
      join.onRef('bookings.batch_id', '=', 'batches.id').on('bookings.status', '!=', 'cancelled'),
    )
    .select([
      ...DEPARTURE_COLUMNS,
      'packages.name as package_name',
      sql<string>`count(bookings.id)`.as('bookings'),
      heldSeatsOnBatch(sql.ref('batches.id'), now).as('seats_held'),
    ])
    .where('batches.start_date', '>=', today)
    .where('batches.start_date', '<=', addDays(today, days))
    .groupBy([...DEPARTURE_COLUMNS, 'packages.name'])
    .orderBy('batches.start_date')
    .orderBy('packages.name')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    batchId: row.id,
    packageId: row.package_id,
    packageName: row.package_name,
    startDate: dateOnly(row.start_date),
    endDate: dateOnly(row.end_date),
    totalSeats: row.total_seats,
    // The one rule for seats (Departures and the public seats left agree): the seats no longer on sale, held
    // or sold. Summing this page's bookings disagreed wherever seats were taken otherwise.
    ...seatSplit({ totalSeats: row.total_seats, seatsLeft: row.seats_left, seatsHeld: row.seats_held }),
    bookings: Number(row.bookings),
    closed: row.closed_at !== null,
  }));
}

/** Non-cancelled bookings with a balance left, by due date (undated last). */
export async function balancesDue(db: DbOrTx, today: string, limit = 100): Promise<TodayBalance[]> {
  const rows = await bookingsWithTrip(db)
    .select([
      'bookings.id',
      'bookings.remaining_amount',
      'bookings.balance_due_date',
      'packages.name as package_name',
      'batches.start_date',
      customerName.as('customer_name'),
    ])
    .where('bookings.status', '!=', 'cancelled')
    .where('bookings.remaining_amount', '>', 0)
    .orderBy(sql`bookings.balance_due_date ASC NULLS LAST`)
    .orderBy('bookings.id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const due = row.balance_due_date === null ? null : dateOnly(row.balance_due_date);
    return {
      bookingId: row.id,
      customerName: row.customer_name,
      packageName: row.package_name,
      startDate: dateOnly(row.start_date),
      remainingAmount: row.remaining_amount,
      balanceDueDate: due,
      overdue: due !== null && due < today,
    };
  });
}
