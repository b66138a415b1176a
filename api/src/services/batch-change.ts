import {
  availabilityFor,
  balanceDueDateFrom,
  batchChangeAllowed,
  batchChangeDeadline,
  BATCH_CHANGE_DAYS_BEFORE,
  priceBatchChange,
  todayInIndia,
} from '@trippy/domain';
import type { BatchChangeOptions, Booking, BookingChange, Notification } from '@trippy/contracts';
import type { Db, DbOrTx } from '../db/schema';
import { json } from '../db/ids';
import { bookingOf, findOwnBooking, type BookingRow } from './bookings-repo';
import { recordChange } from './booking-changes-repo';
import { badRequest, conflict, notFound } from './http-error';
import { insertNotification } from './notifications';
import { enqueueMail } from './outbox';
import { BATCH_CLOSED, onlyNLeft, returnSeats } from './seats';
import { startDateOf } from './update-travellers';
import { offerFreedSeats, type WaitlistNotice } from './waitlist-offers';
import { batchChangedLine, batchChangedMail } from './lifecycle-mails';

export const batchChangeTooLate = (startDate: string) =>
  `A booking can move to another batch until ${BATCH_CHANGE_DAYS_BEFORE} days before departure (the last day was ${batchChangeDeadline(startDate)}).`;

const addonsOf = (row: BookingRow) => row.addons.map((addon) => ({ price: addon.price }));

async function currentOfferPrice(db: DbOrTx, packageId: string): Promise<number> {
  const pkg = await db
    .selectFrom('packages')
    .select('offer_price')
    .where('id', '=', packageId)
    .executeTakeFirstOrThrow();
  return pkg.offer_price;
}

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
  if (!row) throw notFound('Booking not found');
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
    db
      .selectFrom('batches')
      .selectAll()
      .where('package_id', '=', row.package_id)
      .where('id', '!=', row.batch_id)
      .where('closed_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('start_date', '>', today)
      .where('seats_left', '>=', row.number_of_seats)
      .orderBy('start_date')
      .orderBy('id')
      .limit(100)
      .execute(),
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
  notification: Notification;
  mailId: string;
  /** Offers made to the old batch's waitlist from the freed seats (push after commit). */
  waitlist: WaitlistNotice[];
}

/**
 * Moves a booking to another batch of its package in one transaction: the booking row and both batches
 * locked (batches in id order, so two opposite moves cannot deadlock), seats taken on the new batch and
 * returned to the old, totals repriced (the remaining amount follows; money paid above the new total is owed
 * back), the change recorded, the freed seats offered to the old batch's waitlist, the customer notified.
 */
export async function changeBatch(
  db: Db,
  customerId: string,
  bookingId: string,
  targetBatchId: string,
  now: Date,
): Promise<BatchChanged> {
  const today = todayInIndia(now);
  return db.transaction().execute(async (tx) => {
    const row = await findOwnBooking(tx, customerId, bookingId, true);
    if (!row) throw notFound('Booking not found');
    const reason = refusal(row, today);
    if (reason) throw conflict(reason);
    if (row.batch_id === targetBatchId) throw conflict('This booking is already on that batch');
    const locked = await tx
      .selectFrom('batches')
      .selectAll()
      .where('id', 'in', [row.batch_id, targetBatchId])
      .orderBy('id')
      .forUpdate()
      .execute();
    const target = locked.find((batch) => batch.id === targetBatchId);
    if (!target) throw notFound('Batch not found');
    if (target.package_id !== row.package_id) throw badRequest('batchId is a batch of another package');
    if (target.closed_at !== null || target.cancelled_at !== null) throw conflict(BATCH_CLOSED);
    if (target.start_date <= today) throw conflict('That batch has already departed');
    if (target.seats_left < row.number_of_seats) throw conflict(onlyNLeft(target.seats_left));

    const price = priceBatchChange({
      offerPrice: await currentOfferPrice(tx, row.package_id),
      seats: row.number_of_seats,
      addons: addonsOf(row),
      paymentType: row.payment_type,
      currentTotal: row.total,
    });
    const seatsLeft = target.seats_left - row.number_of_seats;
    await tx.updateTable('batches').set({ seats_left: seatsLeft }).where('id', '=', target.id).execute();
    await returnSeats(tx, row.batch_id, row.number_of_seats);
    const updated = await tx
      .updateTable('bookings')
      .set({
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
        balance_due_date:
          row.payment_type === 'advance' ? balanceDueDateFrom(target.start_date, today) : null,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
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
    const waitlist = await offerFreedSeats(tx, row.batch_id, now);
    const booking = await bookingOf(tx, updated, today);
    const notification = await insertNotification(tx, customerId, batchChangedLine(booking, change));
    const mailId = await enqueueMail(tx, {
      kind: 'booking-batch-changed',
      to: booking.customerDetails.email,
      ...batchChangedMail(booking, change),
    });
    return { booking, change, notification, mailId, waitlist };
  });
}
