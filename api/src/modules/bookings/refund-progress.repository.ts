import type { RefundProgress } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';

/**
 * How the money owed back on each booking is being paid: through the provider to the payments it came from
 * (in progress until the provider says processed), or by staff by hand (cash, bank transfer). Bookings with
 * nothing refunded are absent.
 */
export async function refundProgressOf(
  db: DbOrTx,
  bookingIds: string[],
): Promise<Map<string, RefundProgress>> {
  const progress = new Map<string, RefundProgress>();
  if (bookingIds.length === 0) return progress;
  const of = (id: string) => {
    let entry = progress.get(id);
    if (!entry) progress.set(id, (entry = { inProgress: 0, paidBack: 0, byHand: 0, failed: 0 }));
    return entry;
  };
  const [online, byHand] = await Promise.all([
    db
      .selectFrom('payment_refunds')
      .select(['booking_id', 'status', 'amount'])
      .where('booking_id', 'in', bookingIds)
      .execute(),
    db
      .selectFrom('refund_tasks')
      .select(['booking_id', 'status', 'amount'])
      .where('booking_id', 'in', bookingIds)
      .execute(),
  ]);
  for (const refund of online) {
    const entry = of(refund.booking_id);
    if (refund.status === 'processed') entry.paidBack += refund.amount;
    else if (refund.status === 'failed') entry.failed += refund.amount;
    else entry.inProgress += refund.amount;
  }
  for (const task of byHand) {
    const entry = of(task.booking_id);
    if (task.status === 'paid') entry.paidBack += task.amount;
    else entry.byHand += task.amount;
  }
  return progress;
}
