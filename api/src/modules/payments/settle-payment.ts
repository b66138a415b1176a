import { applyPayment, HOLD_EXPIRED_NOTE, SeatsUnavailable, todayInIndia } from '@trippy/domain';
import type { Database, DbOrTx } from '../../db/schema';
import type { UseCaseContext } from '../../shared/use-case-context';
import { notifyCustomer, type Effect } from '../../shared/effects';
import { findBookingRow } from '../bookings/operator-bookings.repository';
import { toBooking, type BookingRow } from '../bookings/bookings.repository';
import { takeSeats } from '../bookings/seats.repository';
import { reinstateReleasedBooking } from '../bookings/seat-hold.repository';
import { announcePaymentReceived } from '../bookings/announce-payment-received';
import { insertNotification } from '../notifications/notifications.repository';
import type { ProviderPayment } from './provider';
import {
  findOrder,
  insertOnlinePayment,
  insertRefund,
  isPaymentRecorded,
  isPaymentRefunded,
  markOrderPaid,
  recordEventOnce,
  setEventOutcome,
} from './payments.repository';

/**
 * What a reported payment did: counted (`confirmed`); already counted or reported before (`already-recorded`,
 * `duplicate-event`); not money yet (`not-captured`, `failed`); not ours or not what we asked for
 * (`unknown-order`, `amount-mismatch`: flagged for staff, nothing counted); money the booking cannot take
 * (`refund`: paid twice, or the booking is cancelled), paid back in full.
 */
export type SettleOutcome =
  | 'confirmed'
  | 'already-recorded'
  | 'duplicate-event'
  | 'not-captured'
  | 'failed'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'refund';

export interface Settled {
  outcome: SettleOutcome;
  bookingId: string | null;
  effects: Effect[];
  /** Refunds to pay back through the provider once committed (payments/refunds.ts). */
  refundIds: string[];
}

const METHODS: ReadonlyArray<Database['payments']['method']> = ['card', 'upi', 'netbanking', 'wallet', 'emi'];
const methodOf = (method: string): Database['payments']['method'] =>
  METHODS.find((known) => known === method) ?? 'card';

/**
 * The one state machine every report of a payment goes through (the checkout's return, a webhook, the
 * reconciler), in one transaction with the order and the booking locked, so two reports of one payment, or
 * two payments of one order, count once. Only a captured payment of the order's exact amount and currency is
 * counted; an order never goes back from paid.
 */
export async function settlePayment(
  ctx: UseCaseContext,
  report: { provider: string; payment: ProviderPayment; event?: { id: string; name: string } },
): Promise<Settled> {
  const { payment } = report;
  return ctx.db.transaction().execute(async (tx) => {
    const nothing = (outcome: SettleOutcome, bookingId: string | null = null): Settled => ({
      outcome,
      bookingId,
      effects: [],
      refundIds: [],
    });
    const finish = async (settled: Settled) => {
      if (report.event) await setEventOutcome(tx, report.provider, report.event.id, settled.outcome);
      return settled;
    };
    if (report.event) {
      const first = await recordEventOnce(tx, {
        provider: report.provider,
        eventId: report.event.id,
        event: report.event.name,
        orderId: payment.orderId,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      });
      if (!first) return nothing('duplicate-event');
    }
    const order = payment.orderId ? await findOrder(tx, payment.orderId, true) : undefined;
    if (!order) return finish(nothing('unknown-order'));
    if (payment.status === 'failed') return finish(nothing('failed', order.booking_id));
    if (payment.status !== 'captured') return finish(nothing('not-captured', order.booking_id));
    if (payment.amount !== order.amount || payment.currency !== order.currency)
      return finish(nothing('amount-mismatch', order.booking_id));
    if (await isPaymentRecorded(tx, payment.id)) return finish(nothing('already-recorded', order.booking_id));
    // Reported again (both webhooks, the hand-back, the reconciler) after it was refunded: refunded once only.
    if (await isPaymentRefunded(tx, payment.id)) return finish(nothing('refund', order.booking_id));
    let row = await findBookingRow(tx, order.booking_id, true);
    if (!row) return finish(nothing('unknown-order'));
    // Paid after its hold ended: the seats are taken again if they are still free.
    const released = row.status === 'cancelled' && row.cancel_note === HOLD_EXPIRED_NOTE;
    const retook = released && order.status !== 'paid' && (await retake(tx, row));
    if (retook) row = { ...row, status: 'pending' };
    const applied = applyPayment({ total: row.total, amountPaid: row.amount_paid }, payment.amount);
    // The first payment (advance or full) is paid once: Pay pressed in two tabs can make two orders of it.
    const paidTwice = order.status === 'paid' || (order.kind !== 'balance' && row.amount_paid > 0);
    if (paidTwice || row.status === 'cancelled' || !applied.ok) {
      const reason = paidTwice
        ? 'paid twice'
        : row.status === 'cancelled'
          ? 'booking cancelled'
          : 'more than due';
      const refundId = await insertRefund(tx, {
        bookingId: row.id,
        providerPaymentId: payment.id,
        amount: payment.amount,
        reason,
      });
      const told: Effect[] = [];
      if (released) {
        const booking = toBooking(row);
        const notification = await insertNotification(tx, row.customer_id, ({ t, rupees }) =>
          t(
            'Your payment of {amount} for {trip} came after your seats were released and they are taken now: it is being refunded in full to where it came from.',
            { amount: rupees(payment.amount), trip: booking.packageDetails.packageName },
          ),
        );
        told.push(notifyCustomer(row.customer_id, notification));
      }
      return finish({ outcome: 'refund', bookingId: row.id, effects: told, refundIds: [refundId] });
    }
    const receivedOn = todayInIndia(ctx.now);
    const method = methodOf(payment.method);
    const paymentId = await insertOnlinePayment(
      tx,
      {
        bookingId: row.id,
        kind: order.kind === 'balance' ? 'balance' : 'advance',
        amount: payment.amount,
        method,
        providerPaymentId: payment.id,
        providerOrderId: order.provider_order_id,
        receivedOn,
      },
      { amountPaid: applied.amountPaid, remainingAmount: applied.remainingAmount, confirmedAt: ctx.now },
    );
    await markOrderPaid(tx, order.id, ctx.now);
    // The GST tax invoice for the amount captured, the customer's notification and mail: exactly as for a
    // payment staff record by hand (a payment is recorded once, so its invoice is issued once).
    const announced = await announcePaymentReceived(tx, {
      row,
      paymentId,
      payment: { amount: payment.amount, method, receivedOn },
      remainingAmount: applied.remainingAmount,
      invoice: { prefix: ctx.invoicePrefix, issuedOn: receivedOn },
      mailNow: false,
    });
    const booking = toBooking(row);
    const effects: Effect[] = [
      ...announced.effects,
      // Seats taken again after the hold's release: the pages that show seats left are out of date.
      ...(retook ? [{ kind: 'seats-changed' as const, packageIds: [row.package_id] }] : []),
      {
        kind: 'notify-operators',
        event: {
          kind: 'booking.changed',
          id: row.id,
          summary:
            `Paid online: ${booking.customerDetails.fullName}, ${booking.packageDetails.packageName}`.slice(
              0,
              200,
            ),
        },
      },
    ];
    return finish({ outcome: 'confirmed', bookingId: row.id, effects, refundIds: [] });
  });
}

/** Takes a released booking's seats again and makes it pending; false when they are gone. */
async function retake(tx: DbOrTx, row: BookingRow): Promise<boolean> {
  try {
    await takeSeats(tx, row.batch_id, row.number_of_seats);
  } catch (error) {
    if (error instanceof SeatsUnavailable) return false;
    throw error;
  }
  return reinstateReleasedBooking(tx, row.id);
}

/** The booking's money as it stands (for the checkout's answer). */
export async function bookingMoney(db: DbOrTx, bookingId: string) {
  const row = await findBookingRow(db, bookingId);
  return row
    ? { status: row.status, amountPaid: row.amount_paid, remainingAmount: row.remaining_amount }
    : null;
}
