import { msg, SeatsUnavailable } from '@trippy/domain';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

export const SOLD_OUT = msg('Sorry, this batch is sold out');
export const onlyNLeft = (seats: number) => `Only ${seats} seat${seats === 1 ? '' : 's'} left on this batch`;
export const BATCH_CLOSED = msg('This batch is closed for booking');

/**
 * Takes seats atomically: the conditional UPDATE never lets seats_left go below zero, whichever of many
 * concurrent requests gets there first. Throws 409 when there are not enough seats, or when the batch was
 * closed (the UPDATE sees the latest row, so a close committed meanwhile is seen and the booking rolls back).
 */
export async function takeSeats(
  tx: DbOrTx,
  batchId: string,
  seats: number,
): Promise<{ seatsLeft: number; totalSeats: number }> {
  const taken = await sql<{ seats_left: number; total_seats: number; closed_at: Date | string | null }>`
    UPDATE batches SET seats_left = seats_left - ${seats}
    WHERE id = ${batchId} AND seats_left >= ${seats}
    RETURNING seats_left, total_seats, closed_at`.execute(tx);
  const row = taken.rows[0];
  if (row?.closed_at) throw new SeatsUnavailable(BATCH_CLOSED);
  if (row) return { seatsLeft: row.seats_left, totalSeats: row.total_seats };
  const current = await tx
    .selectFrom('batches')
    .select('seats_left')
    .where('id', '=', batchId)
    .executeTakeFirst();
  const left = current?.seats_left ?? 0;
  throw new SeatsUnavailable(left <= 0 ? SOLD_OUT : onlyNLeft(left));
}

/** Returns seats to the batch (a cancellation). */
export async function returnSeats(tx: DbOrTx, batchId: string, seats: number): Promise<void> {
  await sql`UPDATE batches SET seats_left = LEAST(total_seats, seats_left + ${seats}) WHERE id = ${batchId}`.execute(
    tx,
  );
}
