import { sql, type Selectable } from 'kysely';
import { seatSplit } from '@trippy/domain';
import type { OperatorBatchListItem, OperatorBatchListQuery } from '@trippy/contracts';
import type { Database, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../shared/operator-paging';
import { pageWithTotal } from '../../shared/list-query.repository';
import { heldSeatsOnBatch } from '../bookings/seat-hold.repository';

export type BatchRow = Selectable<Database['batches']>;

/** A batch as the manifest and the booking detail show it: its dates, seats and whether it is closed. */
export const batchSummary = (batch: BatchRow) => ({
  _id: batch.id,
  startDate: batch.start_date,
  endDate: batch.end_date,
  totalSeats: batch.total_seats,
  seatsLeft: batch.seats_left,
  closed: batch.closed_at !== null,
});

/** The batch; `lock` takes it FOR UPDATE so a seat change and a booking on it queue up. */
export function findBatch(db: DbOrTx, id: string, lock = false): Promise<BatchRow | undefined> {
  let query = db.selectFrom('batches').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertBatch(
  tx: DbOrTx,
  packageId: string,
  batch: { startDate: string; endDate: string; totalSeats: number },
): Promise<BatchRow> {
  return tx
    .insertInto('batches')
    .values({
      id: newId(),
      package_id: packageId,
      start_date: batch.startDate,
      end_date: batch.endDate,
      total_seats: batch.totalSeats,
      seats_left: batch.totalSeats,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateBatch(
  tx: DbOrTx,
  id: string,
  changes: {
    startDate: string;
    endDate: string;
    totalSeats: number;
    seatsLeft: number;
    closedAt: Date | string | null;
  },
): Promise<BatchRow> {
  return tx
    .updateTable('batches')
    .set({
      start_date: changes.startDate,
      end_date: changes.endDate,
      total_seats: changes.totalSeats,
      seats_left: changes.seatsLeft,
      closed_at: changes.closedAt,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** GET /api/operator/batches: departures by start date, with seats sold, held (at `now`) and left, and bookings. */
export async function listOperatorBatches(
  db: DbOrTx,
  query: OperatorBatchListQuery,
  now: Date,
): Promise<{ items: OperatorBatchListItem[]; total: number }> {
  let base = db.selectFrom('batches as t').innerJoin('packages as p', 'p.id', 't.package_id');
  if (query.packageId) base = base.where('t.package_id', '=', query.packageId);
  if (query.from) base = base.where('t.start_date', '>=', query.from);
  if (query.to) base = base.where('t.start_date', '<=', query.to);
  const { rows, total } = await pageWithTotal(
    base,
    base
      .select([
        't.id',
        't.package_id',
        'p.name as package_name',
        't.start_date',
        't.end_date',
        't.total_seats',
        't.seats_left',
        't.closed_at',
        sql<number>`(SELECT count(*) FROM bookings b WHERE b.batch_id = t.id AND b.status != 'cancelled')::int`.as(
          'bookings',
        ),
        heldSeatsOnBatch(sql.ref('t.id'), now).as('seats_held'),
      ])
      .orderBy('t.start_date')
      .orderBy('p.name')
      .orderBy('t.id'),
    pageOf(query),
  );
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      packageId: row.package_id,
      packageName: row.package_name,
      startDate: row.start_date,
      endDate: row.end_date,
      totalSeats: row.total_seats,
      ...seatSplit({ totalSeats: row.total_seats, seatsLeft: row.seats_left, seatsHeld: row.seats_held }),
      closed: row.closed_at !== null,
      bookings: Number(row.bookings),
    })),
  };
}
