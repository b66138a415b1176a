import { sql, type Selectable } from 'kysely';
import type { Database, DbOrTx, WaitlistStatus } from '../../db/schema';
import { newId } from '../../db/ids';

export type WaitlistRow = Selectable<Database['waitlist_entries']>;

/** The batch row locked against other seat changes (FOR NO KEY UPDATE: a booking's foreign key still reads it). */
export async function lockBatch(tx: DbOrTx, batchId: string) {
  return tx
    .selectFrom('batches as b')
    .innerJoin('packages as p', 'p.id', 'b.package_id')
    .select([
      'b.id',
      'b.package_id',
      'b.start_date',
      'b.end_date',
      'b.seats_left',
      'b.total_seats',
      'b.closed_at',
      'b.cancelled_at',
      'p.name as package_name',
      'p.status as package_status',
    ])
    .where('b.id', '=', batchId)
    .forNoKeyUpdate('b')
    .executeTakeFirst();
}

export async function lockEntry(tx: DbOrTx, id: string): Promise<WaitlistRow | undefined> {
  return tx.selectFrom('waitlist_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findEntry(tx: DbOrTx, id: string): Promise<WaitlistRow | undefined> {
  return tx.selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Entries still in line or holding an offer on a batch. */
export async function activeEntries(tx: DbOrTx, batchId: string): Promise<WaitlistRow[]> {
  return tx
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('status', 'in', ['waiting', 'offered'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Waiting entries of a batch in line order (first come, first served). */
export async function waitingLine(tx: DbOrTx, batchId: string): Promise<WaitlistRow[]> {
  return tx
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertEntry(
  tx: DbOrTx,
  entry: { batchId: string; customerId: string; seats: number },
): Promise<WaitlistRow> {
  return tx
    .insertInto('waitlist_entries')
    .values({ id: newId(), batch_id: entry.batchId, customer_id: entry.customerId, seats: entry.seats })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setEntryStatus(
  tx: DbOrTx,
  id: string,
  from: WaitlistStatus,
  changes: {
    status: WaitlistStatus;
    offeredAt?: Date;
    offerExpiresAt?: Date;
    bookingId?: string;
  },
  now: Date,
): Promise<WaitlistRow | undefined> {
  return tx
    .updateTable('waitlist_entries')
    .set({
      status: changes.status,
      ...(changes.offeredAt ? { offered_at: changes.offeredAt } : {}),
      ...(changes.offerExpiresAt ? { offer_expires_at: changes.offerExpiresAt } : {}),
      ...(changes.bookingId ? { booking_id: changes.bookingId } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Takes held seats out of the batch (the batch is locked and has them). */
export async function holdSeats(tx: DbOrTx, batchId: string, seats: number): Promise<void> {
  await sql`UPDATE batches SET seats_left = seats_left - ${seats} WHERE id = ${batchId} AND seats_left >= ${seats}`.execute(
    tx,
  );
}

export function isActiveEntryViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'waitlist_active_idx' || String(e.message ?? '').includes('waitlist_active_idx'))
  );
}

export interface WaitlistListRow extends WaitlistRow {
  package_id: string;
  package_name: string;
  package_slug: string;
  start_date: string;
  end_date: string;
  position: number | null;
}

/** A customer's entries (active first, newest first) with batch, package and place in line. */
export async function listCustomerEntries(
  db: DbOrTx,
  customerId: string,
  page: number,
  pageSize: number,
  entryId?: string,
): Promise<{ rows: WaitlistListRow[]; total: number }> {
  const query = db
    .selectFrom('waitlist_entries as w')
    .innerJoin('batches as b', 'b.id', 'w.batch_id')
    .innerJoin('packages as p', 'p.id', 'b.package_id')
    .selectAll('w')
    .select([
      'p.id as package_id',
      'p.name as package_name',
      'p.slug as package_slug',
      'b.start_date',
      'b.end_date',
      sql<number | null>`CASE WHEN w.status = 'waiting' THEN (
        SELECT count(*)::int + 1 FROM waitlist_entries o
        WHERE o.batch_id = w.batch_id AND o.status = 'waiting'
          AND (o.created_at < w.created_at OR (o.created_at = w.created_at AND o.id < w.id))
      ) END`.as('position'),
    ])
    .where('w.customer_id', '=', customerId)
    .$if(entryId !== undefined, (q) => q.where('w.id', '=', entryId!))
    .orderBy(sql`CASE WHEN w.status IN ('waiting', 'offered') THEN 0 ELSE 1 END`)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = await query.execute();
  const total = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { rows: rows as WaitlistListRow[], total: Number(total.n) };
}
