import { sql } from 'kysely';
import type { PaymentMethod } from '@trippy/contracts';
import { firstDayAfter } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';

// The figures behind the collections screen, per batch: read in a few grouped queries, put together in
// ./collections (the rules of due and overdue are the domain's, not SQL's).

/** The departures asked for: by the month they start in (from/to inclusive) and one package. */
export interface CollectionsScope {
  from?: string;
  to?: string;
  packageId?: string;
}

const dateOnly = (value: string | Date): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The ids of the batches in scope (a subquery). */
function batchesIn(db: DbOrTx, scope: CollectionsScope) {
  let query = db.selectFrom('batches').select('batches.id');
  if (scope.from) query = query.where('batches.start_date', '>=', `${scope.from}-01`);
  if (scope.to) query = query.where('batches.start_date', '<', firstDayAfter(scope.to));
  if (scope.packageId) query = query.where('batches.package_id', '=', scope.packageId);
  return query;
}

export interface CollectionsDepartureRow {
  batchId: string;
  packageId: string;
  packageName: string;
  startDate: string;
  endDate: string;
}

/** The batches in scope with at least one booking (cancelled ones too: their money counts). */
export async function departuresWithBookings(
  db: DbOrTx,
  scope: CollectionsScope,
): Promise<CollectionsDepartureRow[]> {
  const rows = await db
    .selectFrom('batches')
    .innerJoin('packages', 'packages.id', 'batches.package_id')
    .select([
      'batches.id',
      'batches.package_id',
      'batches.start_date',
      'batches.end_date',
      'packages.name as package_name',
    ])
    .where('batches.id', 'in', batchesIn(db, scope))
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('bookings').select('bookings.id').whereRef('bookings.batch_id', '=', 'batches.id')),
    )
    .orderBy('batches.start_date')
    .orderBy('packages.name')
    .orderBy('batches.id')
    .execute();
  return rows.map((row) => ({
    batchId: row.id,
    packageId: row.package_id,
    packageName: row.package_name,
    startDate: dateOnly(row.start_date),
    endDate: dateOnly(row.end_date),
  }));
}

export interface OpenBookingRow {
  batchId: string;
  status: string;
  seats: number;
  total: number;
  amountPaid: number;
  balanceDueDate: string | null;
}

/** The bookings not cancelled on the batches in scope: what is booked and what is still owed. */
export async function openBookings(db: DbOrTx, scope: CollectionsScope): Promise<OpenBookingRow[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['batch_id', 'status', 'number_of_seats', 'total', 'amount_paid', 'balance_due_date'])
    .where('batch_id', 'in', batchesIn(db, scope))
    .where('status', '!=', 'cancelled')
    .execute();
  return rows.map((row) => ({
    batchId: row.batch_id,
    status: row.status,
    seats: row.number_of_seats,
    total: row.total,
    amountPaid: row.amount_paid,
    balanceDueDate: row.balance_due_date === null ? null : dateOnly(row.balance_due_date),
  }));
}

export interface ReceivedRow {
  batchId: string;
  method: PaymentMethod;
  total: number;
  /** Of it, taken online through the provider. */
  online: number;
}

/** Every payment recorded on a booking of the batches in scope (whatever its state), per batch and method. */
export async function receivedByMethod(db: DbOrTx, scope: CollectionsScope): Promise<ReceivedRow[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .select([
      'bookings.batch_id',
      'payments.method',
      sql<string>`sum(payments.amount)`.as('total'),
      sql<string>`coalesce(sum(CASE WHEN payments.provider_payment_id IS NOT NULL THEN payments.amount END), 0)`.as(
        'online',
      ),
    ])
    .where('bookings.batch_id', 'in', batchesIn(db, scope))
    .groupBy(['bookings.batch_id', 'payments.method'])
    .execute();
  return rows.map((row) => ({
    batchId: row.batch_id,
    method: row.method,
    total: Number(row.total),
    online: Number(row.online),
  }));
}

export interface RefundRow {
  batchId: string;
  /** Paid back: processed by the provider, or marked paid by staff. */
  paidBack: number;
  /** Still owed: with the provider (pending, or refused and to be retried), or to pay by hand. */
  owed: number;
}

/**
 * Refunds of money received on the batches in scope, per batch. "Refunded" is money actually paid back: a
 * refund the provider processed, or one staff marked paid by hand (refund_tasks 'paid'); bookings.refund_amount
 * is only what a cancellation owes. An online refund of a payment never recorded (paid twice, or after the
 * booking was cancelled: settle-payment refunds it at once) is left out, as that money was never received.
 */
export async function refundsOf(db: DbOrTx, scope: CollectionsScope): Promise<RefundRow[]> {
  const [online, byHand] = await Promise.all([
    db
      .selectFrom('payment_refunds')
      .innerJoin('bookings', 'bookings.id', 'payment_refunds.booking_id')
      .select([
        'bookings.batch_id',
        sql<string>`coalesce(sum(CASE WHEN payment_refunds.status = 'processed' THEN payment_refunds.amount END), 0)`.as(
          'paid_back',
        ),
        sql<string>`coalesce(sum(CASE WHEN payment_refunds.status <> 'processed' THEN payment_refunds.amount END), 0)`.as(
          'owed',
        ),
      ])
      .where('bookings.batch_id', 'in', batchesIn(db, scope))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.provider_payment_id', '=', 'payment_refunds.provider_payment_id'),
        ),
      )
      .groupBy('bookings.batch_id')
      .execute(),
    db
      .selectFrom('refund_tasks')
      .innerJoin('bookings', 'bookings.id', 'refund_tasks.booking_id')
      .select([
        'bookings.batch_id',
        sql<string>`coalesce(sum(CASE WHEN refund_tasks.status = 'paid' THEN refund_tasks.amount END), 0)`.as(
          'paid_back',
        ),
        sql<string>`coalesce(sum(CASE WHEN refund_tasks.status <> 'paid' THEN refund_tasks.amount END), 0)`.as(
          'owed',
        ),
      ])
      .where('bookings.batch_id', 'in', batchesIn(db, scope))
      .groupBy('bookings.batch_id')
      .execute(),
  ]);
  return [...online, ...byHand].map((row) => ({
    batchId: row.batch_id,
    paidBack: Number(row.paid_back),
    owed: Number(row.owed),
  }));
}
