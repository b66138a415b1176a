import type { Selectable } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';

export type RefundTaskRow = Selectable<Database['refund_tasks']>;

/**
 * A refund for staff to pay by hand: the part of a cancellation's refund no online payment can carry (the money
 * came in cash or by bank transfer). One per booking; a second call for the same booking changes nothing.
 */
export async function insertRefundTask(
  db: DbOrTx,
  task: { bookingId: string; amount: number; reason: string },
): Promise<string | null> {
  const inserted = await db
    .insertInto('refund_tasks')
    .values({ id: newId(), booking_id: task.bookingId, amount: task.amount, reason: task.reason })
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The refund task; `lock` takes it FOR UPDATE (two members marking it paid at once queue up). */
export function findRefundTask(db: DbOrTx, id: string, lock = false) {
  let query = db.selectFrom('refund_tasks').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** to-pay -> paid, by whom, when, and how (the note); false when it was not to pay any more. */
export async function markRefundTaskPaid(
  db: DbOrTx,
  id: string,
  paid: { staffId: string; at: Date; reference: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('refund_tasks')
    .set({ status: 'paid', paid_at: paid.at, paid_by: paid.staffId, paid_reference: paid.reference })
    .where('id', '=', id)
    .where('status', '=', 'to-pay')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
