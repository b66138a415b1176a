import {
  allocateRefund,
  daysBetween,
  refundFor,
  toDateOnly,
  invalidInput,
  BookingNotFound,
  msg,
} from '@trippy/domain';
import type { Booking, RefundQuote } from '@trippy/contracts';
import type { Db, DbOrTx } from '../../db/schema';
import { recordAudit } from '../staff/audit.repository';
import { findOwnBooking, markBookingCancelled, toBooking, type BookingRow } from './bookings.repository';
import { returnSeats } from './seats.repository';
import { insertRefund, onlinePaymentsOf } from '../payments/payments.repository';
import { insertRefundTask } from '../payments/refund-tasks.repository';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueAccountMail } from '../notifications/account-mail';
import { bookingCancelledMail } from '../notifications/mail-templates';
import { offerFreedSeats } from '../waitlist/waitlist-offers';
import { waitlistEffects } from '../waitlist/waitlist-announce';
import { mail, notifyCustomer, type Effect } from '../../shared/effects';
import type { UseCaseContext } from '../../shared/use-case-context';

/**
 * The refund the spec's tables give today: days before departure, standard or group table, on the money
 * actually received (captured online or recorded by staff): nothing is refunded of money never paid.
 */
export function quoteFor(row: BookingRow, today = toDateOnly(), amountPaid = row.amount_paid): RefundQuote {
  const startDate = (row.batch_details as { startDate: string }).startDate;
  const daysBeforeDeparture = daysBetween(today, startDate);
  const quote = refundFor({ daysBeforeDeparture, travellers: row.number_of_seats, amountPaid });
  return { bookingId: row.id, daysBeforeDeparture, travellers: row.number_of_seats, amountPaid, ...quote };
}

/**
 * Cancels a booking inside the caller's transaction: refund stored, who cancelled, seats back to the batch.
 * Undefined when it was already cancelled (a concurrent cancellation won).
 */
export async function markCancelled(
  tx: DbOrTx,
  row: BookingRow,
  refund: { percent: number; amount: number },
  cancelledBy: 'customer' | 'operator',
): Promise<BookingRow | undefined> {
  const updated = await markBookingCancelled(tx, row.id, refund, cancelledBy);
  if (!updated) return updated;
  await returnSeats(tx, row.batch_id, row.number_of_seats);
  // Paid back to the payments taken online (the reconciler sends them to the provider within a minute);
  // what cash or a bank transfer paid is a refund task for staff to pay by hand (the back office's Payments).
  const { toPayments, byStaff } = allocateRefund(await onlinePaymentsOf(tx, row.id), refund.amount);
  const reason = `cancelled by the ${cancelledBy}`;
  for (const part of toPayments)
    await insertRefund(tx, { bookingId: row.id, providerPaymentId: part.id, amount: part.amount, reason });
  if (byStaff > 0) await insertRefundTask(tx, { bookingId: row.id, amount: byStaff, reason });
  return updated;
}

/**
 * The audit row of a cancellation by staff: the booking before, and after it the refund and the seats
 * returned, with the cancellation's own `details` (who asked, why).
 */
export function auditCancellation(
  tx: DbOrTx,
  staffId: string,
  row: BookingRow,
  refund: { percent: number; amount: number },
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    staffId,
    action: 'booking.cancelled',
    entityType: 'booking',
    entityId: row.id,
    before: { status: row.status, amountPaid: row.amount_paid, seats: row.number_of_seats },
    after: {
      status: 'cancelled',
      ...details,
      refundPercent: refund.percent,
      refundAmount: refund.amount,
      seatsReturned: row.number_of_seats,
    },
  });
}

async function cancellable(db: DbOrTx, customerId: string, bookingId: string): Promise<BookingRow> {
  const row = await findOwnBooking(db, customerId, bookingId);
  if (!row) throw new BookingNotFound();
  if (row.status === 'cancelled') throw invalidInput(msg('This booking is already cancelled'));
  if (quoteFor(row).daysBeforeDeparture < 0) throw invalidInput(msg('This trip has already departed'));
  return row;
}

export async function refundQuote(db: Db, customerId: string, bookingId: string): Promise<RefundQuote> {
  return quoteFor(await cancellable(db, customerId, bookingId));
}

/** Cancels in one transaction: refund stored, seats returned, notification and mail written. */
export async function cancelBooking(
  ctx: UseCaseContext,
  { customerId, bookingId }: { customerId: string; bookingId: string },
): Promise<{ booking: Booking; effects: Effect[] }> {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await cancellable(tx, customerId, bookingId);
    const quote = quoteFor(row);
    const updated = await markCancelled(tx, row, quote, 'customer');
    if (!updated) throw invalidInput('This booking is already cancelled');
    const waitlist = await offerFreedSeats(tx, row.batch_id, ctx);
    const booking = toBooking(updated);
    const notification = await insertNotification(tx, customerId, ({ t, date }) =>
      t('Booking cancelled: {trip} ({date}). Refund {percent}%.', {
        trip: booking.packageDetails.packageName,
        date: date(booking.batchDetails.startDate),
        percent: quote.percent,
      }),
    );
    const mailId = await enqueueAccountMail(tx, customerId, 'booking-cancelled', (hello, { locale }) =>
      bookingCancelledMail(booking, hello, locale),
    );
    const effects: Effect[] = [
      { kind: 'seats-changed', packageIds: [booking.packageDetails.packageId] },
      notifyCustomer(customerId, notification),
      ...mail([mailId], { now: true }),
      ...waitlistEffects(waitlist),
    ];
    return { booking, effects };
  });
}
