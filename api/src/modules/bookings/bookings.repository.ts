import type { Selectable } from 'kysely';
import { bookingPaymentStatus, bookingStateOf, todayInIndia } from '@trippy/domain';
import type { Booking, RefundProgress, Traveller } from '@trippy/contracts';
import type { Database, DbOrTx } from '../../db/schema';
import { iso } from '../../db/ids';
import { maskedTravellersOf } from './travellers.repository';
import { refundProgressOf } from './refund-progress.repository';

export type BookingRow = Selectable<Database['bookings']>;

/** Bookings joined to their customer, package and batch (the tables under their own names). */
export const bookingsWithTrip = (db: DbOrTx) =>
  db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .innerJoin('packages', 'packages.id', 'bookings.package_id')
    .innerJoin('batches', 'batches.id', 'bookings.batch_id');

export interface BookingExtras {
  /** Masked; none for a booking made before travellers were collected (or when not loaded). */
  travellers?: Traveller[];
  /** The day the payment status is worked out for (India time; tests pass their own). */
  today?: string;
  /** How a cancelled booking's refund is paid back (when loaded). */
  refundProgress?: RefundProgress;
}

/** The stored row as the spec's booking record, with its travellers and where its money stands. */
export function toBooking(row: BookingRow, extras: BookingExtras = {}): Booking {
  const details = row.customer_details;
  const today = extras.today ?? todayInIndia();
  const payment = bookingPaymentStatus({
    status: row.status,
    paymentType: row.payment_type,
    total: row.total,
    payableAmount: row.payable_amount,
    amountPaid: row.amount_paid,
    balanceDueDate: row.balance_due_date,
    refundAmount: row.refund_amount,
    today,
  });
  return {
    _id: row.id,
    reference: row.reference,
    packageDetails: row.package_details as Booking['packageDetails'],
    batchDetails: row.batch_details as Booking['batchDetails'],
    bookingInfo: {
      numberOfSeats: row.number_of_seats,
      paymentType: row.payment_type,
      subtotal: row.subtotal,
      gst: row.gst,
      total: row.total,
      payableAmount: row.payable_amount,
      remainingAmount: row.remaining_amount,
      balanceDueDate: row.balance_due_date,
    },
    addons: row.addons,
    customerDetails: {
      userId: row.customer_id,
      fullName: details.fullName ?? '',
      email: details.email ?? '',
      phone: details.phone ?? '',
      address: details.address ?? '',
      emergencyContact: details.emergencyContact ?? '',
      emergencyName: details.emergencyName ?? '',
      specialRequirements: details.specialRequirements ?? '',
    },
    metadata: {
      bookingDate: iso(row.created_at),
      status: row.status,
      state: bookingStateOf({
        status: row.status,
        total: row.total,
        amountPaid: row.amount_paid,
        cancelNote: row.cancel_note,
        dueNow: payment.dueNow,
      }),
      source: 'website',
      holdExpiresAt: row.hold_expires_at && row.amount_paid === 0 ? iso(row.hold_expires_at) : null,
    },
    emailSent: row.email_sent,
    refund:
      row.status === 'cancelled' && row.cancelled_at
        ? {
            percent: row.refund_percent ?? 0,
            amount: row.refund_amount ?? 0,
            cancelledAt: iso(row.cancelled_at),
            cancelledBy: row.cancelled_by,
            note: row.cancel_note,
            ...(extras.refundProgress ? { progress: extras.refundProgress } : {}),
          }
        : null,
    travellers: extras.travellers ?? [],
    payment,
  };
}

/** Rows as bookings, each with its travellers (masked) and how its refund is paid back, in two extra queries. */
export async function withTravellers(db: DbOrTx, rows: BookingRow[], today?: string): Promise<Booking[]> {
  const ids = rows.map((row) => row.id);
  const cancelled = rows.filter((row) => row.status === 'cancelled').map((row) => row.id);
  const [travellers, refunds] = await Promise.all([
    maskedTravellersOf(db, ids),
    refundProgressOf(db, cancelled),
  ]);
  return rows.map((row) =>
    toBooking(row, { travellers: travellers.get(row.id) ?? [], today, refundProgress: refunds.get(row.id) }),
  );
}

/** One row as a booking with its travellers. */
export async function bookingOf(db: DbOrTx, row: BookingRow, today?: string): Promise<Booking> {
  const [booking] = await withTravellers(db, [row], today);
  return booking ?? toBooking(row, { today });
}

/** The customer's own booking (undefined for anyone else's); `lock` takes it FOR UPDATE. */
export function findOwnBooking(
  db: DbOrTx,
  customerId: string,
  bookingId: string,
  lock = false,
): Promise<BookingRow | undefined> {
  let query = db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where('customer_id', '=', customerId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findByIdempotencyKey(
  db: DbOrTx,
  customerId: string,
  key: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function listOwnBookings(db: DbOrTx, customerId: string, today?: string): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withTravellers(db, rows, today);
}
/** A unique violation (23505) on the (customer, idempotency key) constraint. */
export function isUniqueViolationOnKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  const text = `${String(constraint ?? '')} ${String(message ?? '')}`;
  return text.includes('idempotency') || text.includes('bookings_customer_id');
}

/**
 * Records that the customer's confirmation mail went out. Called after the booking's transaction has
 * committed: delivery is only known once the mail was sent, which happens after commit.
 */
export async function markConfirmationMailed(db: DbOrTx, bookingId: string): Promise<void> {
  await db.updateTable('bookings').set({ email_sent: true }).where('id', '=', bookingId).execute();
}

/** Marks the booking cancelled with its refund; undefined when it already was (a concurrent cancel won). */
export function markBookingCancelled(
  tx: DbOrTx,
  bookingId: string,
  refund: { percent: number; amount: number },
  cancelledBy: 'customer' | 'operator',
): Promise<BookingRow | undefined> {
  return tx
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      // Nothing is due on a cancelled booking: what was paid is refunded by the policy.
      remaining_amount: 0,
      refund_percent: refund.percent,
      refund_amount: refund.amount,
      cancelled_at: new Date(),
      cancelled_by: cancelledBy,
    })
    .where('id', '=', bookingId)
    .where('status', '!=', 'cancelled')
    .returningAll()
    .executeTakeFirst();
}
