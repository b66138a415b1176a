import type { DbOrTx } from '../../db/schema';
import type { BookingRow } from '../bookings/bookings.repository';

/** Marks the (locked) batch closed, as of `closedAt`, and called off at `cancelledAt` for `reason`. */
export async function markBatchCancelled(
  tx: DbOrTx,
  batchId: string,
  cancel: { closedAt: Date | string; cancelledAt: Date; reason: string },
): Promise<void> {
  await tx
    .updateTable('batches')
    .set({ closed_at: cancel.closedAt, cancelled_at: cancel.cancelledAt, cancel_reason: cancel.reason })
    .where('id', '=', batchId)
    .execute();
}

/** The bookings still on the batch (not cancelled), by id, locked FOR UPDATE. */
export async function lockLiveBookingsOfBatch(tx: DbOrTx, batchId: string): Promise<BookingRow[]> {
  return tx
    .selectFrom('bookings')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('status', '!=', 'cancelled')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The booking row after its cancel note is set. */
export async function setCancelNote(tx: DbOrTx, bookingId: string, note: string): Promise<BookingRow> {
  return tx
    .updateTable('bookings')
    .set({ cancel_note: note })
    .where('id', '=', bookingId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
