import type { Updateable } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';

/** The package's offer price today (a change of batch is priced at it). */
export async function currentOfferPrice(db: DbOrTx, packageId: string): Promise<number> {
  const pkg = await db
    .selectFrom('packages')
    .select('offer_price')
    .where('id', '=', packageId)
    .executeTakeFirstOrThrow();
  return pkg.offer_price;
}

/** Open batches of the package, other than `exceptBatchId`, departing after today with `seats` free. */
export function batchesToMoveTo(
  db: DbOrTx,
  {
    packageId,
    exceptBatchId,
    today,
    seats,
  }: { packageId: string; exceptBatchId: string; today: string; seats: number },
) {
  return db
    .selectFrom('batches')
    .selectAll()
    .where('package_id', '=', packageId)
    .where('id', '!=', exceptBatchId)
    .where('closed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('start_date', '>', today)
    .where('seats_left', '>=', seats)
    .orderBy('start_date')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** Both batches locked for the move, in id order (two opposite moves cannot deadlock). */
export function lockBatches(tx: DbOrTx, batchIds: string[]) {
  return tx.selectFrom('batches').selectAll().where('id', 'in', batchIds).orderBy('id').forUpdate().execute();
}

/** Sets a locked batch's seats left. */
export async function setSeatsLeft(tx: DbOrTx, batchId: string, seatsLeft: number): Promise<void> {
  await tx.updateTable('batches').set({ seats_left: seatsLeft }).where('id', '=', batchId).execute();
}

/** Writes the booking's new batch and prices; answers the row. */
export function moveBooking(tx: DbOrTx, bookingId: string, changes: Updateable<Database['bookings']>) {
  return tx
    .updateTable('bookings')
    .set(changes)
    .where('id', '=', bookingId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
