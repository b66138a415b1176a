import { operatorRefund, conflict, notFound } from '@trippy/domain';
import type { CancelDepartureResult, Notification } from '@trippy/contracts';
import { iso } from '../../db/ids';
import { recordAudit } from '../staff/audit.repository';
import { bookingOf } from '../bookings/bookings.repository';
import { findBatch } from './operator-batches.repository';
import { lockLiveBookingsOfBatch, markBatchCancelled, setCancelNote } from './departures.repository';
import { auditCancellation, markCancelled } from '../bookings/cancel-booking';
import { departureCancelledLine, departureCancelledMail } from '../notifications/lifecycle-mails';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueAccountMail } from '../notifications/account-mail';
import { templateBody } from '../message-templates/message-templates.repository';
import { offerFreedSeats, type WaitlistNotice } from '../waitlist/waitlist-offers';
import type { UseCaseContext } from '../../shared/use-case-context';

export interface DepartureCancelled {
  result: CancelDepartureResult;
  /** To push after commit: one stored notification per customer. */
  notices: Array<{ customerId: string; notification: Notification }>;
  mailIds: string[];
  waitlist: WaitlistNotice[];
}

/** The note every booking of the departure keeps with its refund (shown in My Bookings). */
export const departureCancelNote = (reason: string) =>
  `Departure cancelled by the operator: ${reason}. Full refund of what was paid, in money (not a voucher).`;

/**
 * The operator calls a departure off, in one transaction: the batch locked, closed and marked cancelled;
 * every booking still on it cancelled with 100% of what was paid refunded in money; one audit row per booking
 * (and one for the batch); a stored notification and a mail per booking. 409 when already cancelled.
 */
export async function cancelDeparture(
  ctx: UseCaseContext,
  { staffId, batchId, reason: reasonText }: { staffId: string; batchId: string; reason: string },
): Promise<DepartureCancelled> {
  const { now } = ctx;
  const reason = reasonText.trim();
  return ctx.db.transaction().execute(async (tx) => {
    const batch = await findBatch(tx, batchId, true);
    if (!batch) throw notFound('Batch not found');
    if (batch.cancelled_at !== null) throw conflict('This departure is already cancelled');
    await markBatchCancelled(tx, batchId, { closedAt: batch.closed_at ?? now, cancelledAt: now, reason });
    const rows = await lockLiveBookingsOfBatch(tx, batchId);
    // The mail's main text is the departure-cancelled template staff edit (the default when none is stored).
    const template = await templateBody(tx, 'departure-cancelled');
    const out: DepartureCancelled = {
      result: { batchId, cancelledAt: iso(now), reason, bookings: [], totalRefund: 0 },
      notices: [],
      mailIds: [],
      waitlist: [],
    };
    for (const row of rows) {
      const refund = operatorRefund(row.amount_paid);
      const cancelled = await markCancelled(tx, row, refund, 'operator');
      if (!cancelled) continue;
      const updated = await setCancelNote(tx, row.id, departureCancelNote(reason));
      await auditCancellation(tx, staffId, row, refund, {
        cancelledBy: 'operator',
        reason: 'departure-cancelled',
        note: reason,
        refundIn: 'money',
      });
      const booking = await bookingOf(tx, updated);
      const notification = await insertNotification(
        tx,
        row.customer_id,
        departureCancelledLine(booking, reason),
      );
      out.notices.push({ customerId: row.customer_id, notification });
      const mailId = await enqueueAccountMail(tx, row.customer_id, 'departure-cancelled', (hello, language) =>
        departureCancelledMail(booking, reason, hello, template, language),
      );
      if (mailId) out.mailIds.push(mailId);
      out.result.bookings.push({
        bookingId: row.id,
        customerName: booking.customerDetails.fullName,
        refundAmount: refund.amount,
      });
      out.result.totalRefund += refund.amount;
    }
    await recordAudit(tx, {
      staffId,
      action: 'batch.cancelled',
      entityType: 'batch',
      entityId: batchId,
      before: { closed: batch.closed_at !== null, seatsLeft: batch.seats_left },
      after: { closed: true, cancelled: true, reason, bookingsCancelled: out.result.bookings.length },
    });
    // The batch is closed: the waitlist gets nothing here, but every place that frees seats asks it.
    out.waitlist = await offerFreedSeats(tx, batchId, ctx);
    return out;
  });
}
