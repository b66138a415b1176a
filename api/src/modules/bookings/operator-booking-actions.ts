import {
  applyPayment,
  operatorRefund,
  todayInIndia,
  conflict,
  ruleViolated,
  BookingNotFound,
} from '@trippy/domain';
import type {
  CancelReason,
  Notification,
  OperatorCancelBody,
  OperatorRefundQuote,
  RecordPaymentBody,
} from '@trippy/contracts';
import type { Db, DbOrTx } from '../../db/schema';
import { formatRupees } from '@trippy/domain';
import { recordAudit } from '../staff/audit.repository';
import { toBooking, type BookingRow } from './bookings.repository';
import { auditCancellation, markCancelled, quoteFor } from './cancel-booking';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueAccountMail } from '../notifications/account-mail';
import { offerFreedSeats } from '../waitlist/waitlist-offers';
import { waitlistEffects } from '../waitlist/waitlist-announce';
import { mail, notifyCustomer, type Effect } from '../../shared/effects';
import { findBookingRow, insertPayment, markConfirmed } from './operator-bookings.repository';
import { announcePaymentReceived } from './announce-payment-received';
import {
  bookingConfirmedLine,
  bookingConfirmedMail,
  operatorCancelledLine,
  operatorCancelledMail,
} from './operator-booking-mails';
import type { UseCaseContext } from '../../shared/use-case-context';

/** What a committed booking change asks for after commit: the customer told, the mail, offers of freed seats. */
export interface BookingChange {
  effects: Effect[];
}

const told = (customerId: string, notification: Notification, mailId: string | undefined): Effect[] => [
  notifyCustomer(customerId, notification),
  ...mail([mailId], { now: true }),
];

async function lockedBooking(tx: DbOrTx, id: string): Promise<BookingRow> {
  const row = await findBookingRow(tx, id, true);
  if (!row) throw new BookingNotFound();
  return row;
}

/**
 * Records money received, in one transaction with the booking locked (two payments at once cannot both
 * pass the overpayment check): payment, amount paid and remaining, audit row, notification, mail.
 */
export async function recordPayment(
  db: Db,
  staffId: string,
  bookingId: string,
  body: RecordPaymentBody,
  ctx: PaymentContext,
): Promise<BookingChange> {
  return db.transaction().execute(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    return recordPaymentOn(tx, staffId, row, body, ctx);
  });
}

/** The clock's time (a payment dated after its India day is refused) and the invoice numbers' prefix. */
export type PaymentContext = Pick<UseCaseContext, 'now' | 'invoicePrefix'>;

/** recordPayment inside a transaction that holds the booking's row locked (a booking staff take with money). */
export async function recordPaymentOn(
  tx: DbOrTx,
  staffId: string,
  row: BookingRow,
  body: RecordPaymentBody,
  { now, invoicePrefix }: PaymentContext,
): Promise<BookingChange> {
  const today = todayInIndia(now);
  if (body.receivedOn > today) throw ruleViolated('The payment date cannot be in the future');
  if (row.status === 'cancelled') throw conflict('This booking is cancelled: no payment can be recorded');
  const outcome = applyPayment({ total: row.total, amountPaid: row.amount_paid }, body.amount);
  if (!outcome.ok)
    throw ruleViolated(
      outcome.maxAmount === 0
        ? 'This booking is already fully paid'
        : `The amount is more than the ${formatRupees(outcome.maxAmount)} left to pay`,
    );
  const payment = {
    bookingId: row.id,
    kind: body.kind,
    amount: body.amount,
    method: body.method,
    reference: (body.reference ?? '').trim(),
    receivedOn: body.receivedOn,
    recordedBy: staffId,
  };
  const paymentId = await insertPayment(tx, payment, outcome);
  // Its GST tax invoice, the customer's notification and mail: as for a payment captured online.
  const { invoice, effects } = await announcePaymentReceived(tx, {
    row,
    paymentId,
    payment: body,
    remainingAmount: outcome.remainingAmount,
    invoice: { prefix: invoicePrefix, issuedOn: today },
    mailNow: true,
  });
  await recordAudit(tx, {
    staffId,
    action: 'booking.payment-recorded',
    entityType: 'booking',
    entityId: row.id,
    before: { amountPaid: row.amount_paid, remainingAmount: row.remaining_amount },
    after: {
      amountPaid: outcome.amountPaid,
      remainingAmount: outcome.remainingAmount,
      payment: { id: paymentId, ...payment },
      invoice: invoice.number,
    },
  });
  return { effects };
}

/** pending -> confirmed with its audit row, notification and mail; 409 from any other status. */
export async function confirmBooking(db: Db, staffId: string, bookingId: string): Promise<BookingChange> {
  return db.transaction().execute(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    if (row.status !== 'pending' || !(await markConfirmed(tx, row.id)))
      throw conflict(`Only a pending booking can be confirmed; this one is ${row.status}`);
    await recordAudit(tx, {
      staffId,
      action: 'booking.confirmed',
      entityType: 'booking',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'confirmed' },
    });
    const booking = toBooking(row);
    const notification = await insertNotification(tx, row.customer_id, bookingConfirmedLine(booking));
    const mailId = await enqueueAccountMail(tx, row.customer_id, 'booking-confirmed', (hello, language) =>
      bookingConfirmedMail(booking, hello, language),
    );
    return { effects: told(row.customer_id, notification, mailId) };
  });
}

/**
 * The refund of a cancellation today, on the money actually received: the spec's tables at the customer's
 * request, everything when the operator cancels.
 */
export function operatorQuote(row: BookingRow, reason: CancelReason): OperatorRefundQuote {
  const quote = quoteFor(row, undefined, row.amount_paid);
  if (reason === 'operator')
    return {
      reason,
      daysBeforeDeparture: quote.daysBeforeDeparture,
      amountPaid: row.amount_paid,
      ...operatorRefund(row.amount_paid),
      table: 'operator',
    };
  return {
    reason,
    daysBeforeDeparture: quote.daysBeforeDeparture,
    amountPaid: quote.amountPaid,
    percent: quote.percent,
    amount: quote.amount,
    table: quote.table,
  };
}

export async function refundQuoteFor(
  db: Db,
  bookingId: string,
  reason: CancelReason,
): Promise<OperatorRefundQuote> {
  const row = await findBookingRow(db, bookingId);
  if (!row) throw new BookingNotFound();
  if (row.status === 'cancelled') throw conflict('This booking is already cancelled');
  return operatorQuote(row, reason);
}

/** Cancels for the customer or by the operator: refund stored, seats returned, audit, notification, mail. */
export async function cancelByOperator(
  ctx: UseCaseContext,
  { staffId, bookingId, body }: { staffId: string; bookingId: string; body: OperatorCancelBody },
): Promise<BookingChange> {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    if (row.status === 'cancelled') throw conflict('This booking is already cancelled');
    const quote = operatorQuote(row, body.reason);
    const refund = { percent: quote.percent, amount: quote.amount };
    const cancelledBy = body.reason === 'operator' ? 'operator' : 'customer';
    const updated = await markCancelled(tx, row, refund, cancelledBy);
    if (!updated) throw conflict('This booking is already cancelled');
    const waitlist = await offerFreedSeats(tx, row.batch_id, ctx);
    await auditCancellation(tx, staffId, row, refund, {
      cancelledBy,
      reason: body.reason,
      note: body.note?.trim() ?? '',
      daysBeforeDeparture: quote.daysBeforeDeparture,
      refundTable: quote.table,
    });
    const booking = toBooking(updated);
    const notification = await insertNotification(
      tx,
      row.customer_id,
      operatorCancelledLine(booking, body.reason, refund),
    );
    const mailId = await enqueueAccountMail(tx, row.customer_id, 'booking-cancelled', (hello, language) =>
      operatorCancelledMail(booking, body.reason, refund, hello, language),
    );
    return {
      effects: [
        { kind: 'seats-changed', packageIds: [row.package_id] },
        ...told(row.customer_id, notification, mailId),
        ...waitlistEffects(waitlist),
      ],
    };
  });
}
