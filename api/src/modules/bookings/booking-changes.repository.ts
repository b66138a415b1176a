import type { BookingChange } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { iso, newId } from '../../db/ids';

/** A booking's changes of batch, oldest first. */
export async function changesOf(db: DbOrTx, bookingId: string): Promise<BookingChange[]> {
  const rows = await db
    .selectFrom('booking_changes')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    bookingId: row.booking_id,
    fromBatchId: row.from_batch_id,
    toBatchId: row.to_batch_id,
    fromStartDate: row.from_start_date,
    toStartDate: row.to_start_date,
    previousTotal: row.previous_total,
    newTotal: row.new_total,
    difference: row.difference,
    createdAt: iso(row.created_at),
  }));
}

export async function recordChange(
  tx: DbOrTx,
  change: Omit<BookingChange, '_id' | 'createdAt'>,
): Promise<BookingChange> {
  const row = await tx
    .insertInto('booking_changes')
    .values({
      id: newId(),
      booking_id: change.bookingId,
      from_batch_id: change.fromBatchId,
      to_batch_id: change.toBatchId,
      from_start_date: change.fromStartDate,
      to_start_date: change.toStartDate,
      previous_total: change.previousTotal,
      new_total: change.newTotal,
      difference: change.difference,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...change, _id: row.id, createdAt: iso(row.created_at) };
}
