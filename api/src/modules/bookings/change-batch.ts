import {
  formatRupees,
  availabilityFor,
  balanceDueDateFrom,
  batchChangeAllowed,
  batchChangeDeadline,
  BATCH_CHANGE_DAYS_BEFORE,
  priceBatchChange,
  todayInIndia,
  invalidInput,
  conflict,
  notFound,
  BookingNotFound,
  SeatsUnavailable,
  formatTripDate,
} from '@trippy/domain';
import type { BatchChangeOptions, Booking, BookingChange } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { json } from '../../db/ids';
import { bookingOf, findOwnBooking, type BookingRow } from './bookings.repository';
import { recordChange } from './booking-changes.repository';
import {
  batchesToMoveTo,
  currentOfferPrice,
  lockBatches,
  moveBooking,
  setSeatsLeft,
} from './batch-change.repository';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueAccountMail } from '../notifications/account-mail';
import { BATCH_CLOSED, onlyNLeft, returnSeats } from './seats.repository';
import { startDateOf } from './update-travellers';
import { offerFreedSeats } from '../waitlist/waitlist-offers';
import { waitlistEffects } from '../waitlist/waitlist-announce';
import { mail, notifyCustomer, type Effect } from '../../shared/effects';
import { batchChangedLine, batchChangedMail } from '../notifications/lifecycle-mails';
import type { UseCaseContext } from '../../shared/use-case-context';

export const batchChangeTooLate = (startDate: string) =>
  `A booking can move to another batch until ${BATCH_CHANGE_DAYS_BEFORE} days before departure (the last day was ${batchChangeDeadline(startDate)}).`;

const addonsOf = (row: BookingRow) => row.addons.map((addon) => ({ price: addon.price }));

/** Why the booking cannot move today ('' when it can). */
function refusal(row: BookingRow, today: string): string {
  if (row.status === 'cancelled') return 'This booking is cancelled';
  if (!batchChangeAllowed(startDateOf(row), today)) return batchChangeTooLate(startDateOf(row));
  return '';
}

/**
 * GET /api/bookings/:id/batch-change-options: the package's other open batches starting after today with
 * seats for the whole booking, each priced for the same seats and add-ons at the package's price now.
 */
export async function batchChangeOptions(
  db: Db,
  customerId: string,
  bookingId: string,
  today: string,
): Promise<BatchChangeOptions> {
  const row = await findOwnBooking(db, customerId, bookingId);
  if (!row) throw new BookingNotFound();
  const startDate = startDateOf(row);
  const reason = refusal(row, today);
  const base = {
    bookingId: row.id,
    currentBatch: {
      batchId: row.batch_id,
      startDate,
      endDate: (row.batch_details as { endDate: string }).endDate,
    },
    currentTotal: row.total,
    changeAllowedUntil: batchChangeDeadline(startDate),
  };
  if (reason) return { ...base, allowed: false, reason, options: [] };
  const [offerPrice, batches] = await Promise.all([
    currentOfferPrice(db, row.package_id),
    batchesToMoveTo(db, {
      packageId: row.package_id,
      exceptBatchId: row.batch_id,
      today,
      seats: row.number_of_seats,
    }),
  ]);
  const options = batches.map((batch) => {
    const price = priceBatchChange({
      offerPrice,
      seats: row.number_of_seats,
      addons: addonsOf(row),
      paymentType: row.payment_type,
      currentTotal: row.total,
    });
    return {
      batchId: batch.id,
      startDate: batch.start_date,
      endDate: batch.end_date,
      seatsLeft: batch.seats_left,
      availability: availabilityFor(batch.seats_left, batch.total_seats),
      newTotal: price.total,
      difference: price.difference,
    };
  });
  return { ...base, allowed: true, options };
}

export interface BatchChanged {
  booking: Booking;
  change: BookingChange;
  /** The customer and the back office told, the mail, offers to the old batch's waitlist, seats on the pages. */
  effects: Effect[];
}

/**
 * Moves a booking to another batch of its package in one transaction: the booking row and both batches
 * locked (batches in id order, so two opposite moves cannot deadlock), seats taken on the new batch and
 * returned to the old, totals repriced (the remaining amount follows; money paid above the new total is owed
 * back), the change recorded, the freed seats offered to the old batch's waitlist, the customer notified.
 */
export async function changeBatch(
  ctx: UseCaseContext,
  { customerId, bookingId, targetBatchId }: { customerId: string; bookingId: string; targetBatchId: string },
): Promise<BatchChanged> {
  const { now } = ctx;
  const today = todayInIndia(now);
  return ctx.db.transaction().execute(async (tx) => {
    const row = await findOwnBooking(tx, customerId, bookingId, true);
    if (!row) throw new BookingNotFound();
    const reason = refusal(row, today);
    if (reason) throw conflict(reason);
    if (row.batch_id === targetBatchId) throw conflict('This booking is already on that batch');
    const locked = await lockBatches(tx, [row.batch_id, targetBatchId]);
    const target = locked.find((batch) => batch.id === targetBatchId);
    if (!target) throw notFound('Batch not found');
    if (target.package_id !== row.package_id) throw invalidInput('batchId is a batch of another package');
    if (target.closed_at !== null || target.cancelled_at !== null) throw conflict(BATCH_CLOSED);
    if (target.start_date <= today) throw conflict('That batch has already departed');
    if (target.seats_left < row.number_of_seats) throw new SeatsUnavailable(onlyNLeft(target.seats_left));

    const price = priceBatchChange({
      offerPrice: await currentOfferPrice(tx, row.package_id),
      seats: row.number_of_seats,
      addons: addonsOf(row),
      paymentType: row.payment_type,
      currentTotal: row.total,
    });
    const seatsLeft = target.seats_left - row.number_of_seats;
    await setSeatsLeft(tx, target.id, seatsLeft);
    await returnSeats(tx, row.batch_id, row.number_of_seats);
    const updated = await moveBooking(tx, row.id, {
      batch_id: target.id,
      batch_details: json({
        batchId: target.id,
        startDate: target.start_date,
        endDate: target.end_date,
        availability: availabilityFor(seatsLeft, target.total_seats),
      }),
      subtotal: price.subtotal,
      gst: price.gst,
      total: price.total,
      payable_amount: price.payableAmount,
      remaining_amount: Math.max(0, price.total - row.amount_paid),
      balance_due_date: row.payment_type === 'advance' ? balanceDueDateFrom(target.start_date, today) : null,
    });
    const change = await recordChange(tx, {
      bookingId: row.id,
      fromBatchId: row.batch_id,
      toBatchId: target.id,
      fromStartDate: startDateOf(row),
      toStartDate: target.start_date,
      previousTotal: row.total,
      newTotal: price.total,
      difference: price.difference,
    });
    const waitlist = await offerFreedSeats(tx, row.batch_id, ctx);
    const booking = await bookingOf(tx, updated, today);
    const notification = await insertNotification(tx, customerId, batchChangedLine(booking, change));
    const mailId = await enqueueAccountMail(tx, customerId, 'booking-batch-changed', (hello, language) =>
      batchChangedMail(booking, change, hello, language),
    );
    const sign = change.difference >= 0 ? '+' : '−';
    const summary = `Batch changed: ${booking.customerDetails.fullName}, ${booking.packageDetails.packageName} ${formatTripDate(change.fromStartDate)} → ${formatTripDate(change.toStartDate)} (${sign}${formatRupees(Math.abs(change.difference))})`;
    const effects: Effect[] = [
      { kind: 'seats-changed', packageIds: [booking.packageDetails.packageId] },
      notifyCustomer(customerId, notification),
      {
        kind: 'notify-operators',
        event: { kind: 'booking.changed', id: booking._id, summary: summary.slice(0, 200) },
      },
      ...mail([mailId], { now: true }),
      ...waitlistEffects(waitlist),
    ];
    return { booking, change, effects };
  });
}
