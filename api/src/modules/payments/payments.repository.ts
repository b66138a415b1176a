import { sql, type Selectable } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';

export type PaymentOrderRow = Selectable<Database['payment_orders']>;
export type PaymentRefundRow = Selectable<Database['payment_refunds']>;

/** Stores an order made at the provider for a booking. */
export async function insertOrder(
  db: DbOrTx,
  order: {
    bookingId: string;
    provider: string;
    providerOrderId: string;
    kind: PaymentOrderRow['kind'];
    amount: number;
  },
): Promise<void> {
  await db
    .insertInto('payment_orders')
    .values({
      id: newId(),
      booking_id: order.bookingId,
      provider: order.provider,
      provider_order_id: order.providerOrderId,
      kind: order.kind,
      amount: order.amount,
    })
    .execute();
}

/** The booking's open order for this payment, if one was made (a retried Pay reuses it). */
export function openOrderFor(db: DbOrTx, bookingId: string, kind: PaymentOrderRow['kind'], amount: number) {
  return db
    .selectFrom('payment_orders')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .where('amount', '=', amount)
    .where('status', '=', 'created')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The order the provider knows by this id; `lock` takes it FOR UPDATE. */
export function findOrder(db: DbOrTx, providerOrderId: string, lock = false) {
  let query = db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', providerOrderId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markOrderPaid(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.updateTable('payment_orders').set({ status: 'paid', paid_at: at }).where('id', '=', id).execute();
}

/** Orders still open, made between the two times (the reconciler asks the provider about them). */
export function openOrdersBetween(db: DbOrTx, from: Date, to: Date, limit: number) {
  return db
    .selectFrom('payment_orders')
    .select(['provider_order_id'])
    .where('status', '=', 'created')
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Records a provider event once: false when the same event id was already received (the redelivery is counted
 * on the first one, for the back office's reconciliation, and changes nothing else).
 */
export async function recordEventOnce(
  db: DbOrTx,
  event: {
    provider: string;
    eventId: string;
    event: string;
    orderId: string | null;
    paymentId: string | null;
    /** What a payment event reported. */
    amount?: number | null;
    currency?: string | null;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      event: event.event,
      provider_order_id: event.orderId,
      provider_payment_id: event.paymentId,
      outcome: 'received',
      amount: event.amount ?? null,
      currency: event.currency?.slice(0, 8) ?? null,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (inserted !== undefined) return true;
  await db
    .updateTable('payment_events')
    .set((eb) => ({ duplicates: eb('duplicates', '+', 1), last_duplicate_at: sql<Date>`clock_timestamp()` }))
    .where('provider', '=', event.provider)
    .where('event_id', '=', event.eventId)
    .execute();
  return false;
}

export async function setEventOutcome(db: DbOrTx, provider: string, eventId: string, outcome: string) {
  await db
    .updateTable('payment_events')
    .set({ outcome })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

/** Whether this provider payment is already counted against a booking. */
export async function isPaymentRecorded(db: DbOrTx, providerPaymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether this provider payment is already being paid back (money its booking could not take, refunded when
 * it was first reported): a later report of it refunds nothing more.
 */
export async function isPaymentRefunded(db: DbOrTx, providerPaymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_refunds')
    .select('id')
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts a captured online payment: the payment row (recorded by nobody, with the provider's id) and the
 * booking's amount paid, remaining amount, confirmation and end of its seat hold.
 */
export async function insertOnlinePayment(
  db: DbOrTx,
  payment: {
    bookingId: string;
    kind: 'advance' | 'balance';
    amount: number;
    method: Database['payments']['method'];
    providerPaymentId: string;
    providerOrderId: string;
    receivedOn: string;
  },
  after: { amountPaid: number; remainingAmount: number; confirmedAt: Date },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('payments')
    .values({
      id,
      booking_id: payment.bookingId,
      kind: payment.kind,
      amount: payment.amount,
      method: payment.method,
      reference: payment.providerPaymentId,
      provider_payment_id: payment.providerPaymentId,
      provider_order_id: payment.providerOrderId,
      received_on: payment.receivedOn,
      recorded_by: null,
    })
    .execute();
  await db
    .updateTable('bookings')
    .set({
      amount_paid: after.amountPaid,
      remaining_amount: after.remainingAmount,
      status: 'confirmed',
      confirmed_at: sql<Date>`COALESCE(confirmed_at, ${after.confirmedAt})`,
      hold_expires_at: null,
    })
    .where('id', '=', payment.bookingId)
    .execute();
  return id;
}

/** A refund to pay back through the provider (its id is the idempotency key sent with it). */
export async function insertRefund(
  db: DbOrTx,
  refund: { bookingId: string; providerPaymentId: string; amount: number; reason: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('payment_refunds')
    .values({
      id,
      booking_id: refund.bookingId,
      provider_payment_id: refund.providerPaymentId,
      amount: refund.amount,
      reason: refund.reason,
      idempotency_key: `refund-${id}`,
    })
    .execute();
  return id;
}

/** Refunds not yet accepted by the provider: these ids, or the oldest ones. */
export function pendingRefunds(db: DbOrTx, ids?: readonly string[]) {
  let query = db.selectFrom('payment_refunds').selectAll().where('status', '=', 'pending');
  if (ids) {
    if (ids.length === 0) return Promise.resolve([] as PaymentRefundRow[]);
    query = query.where('id', 'in', [...ids]);
  }
  return query.orderBy('created_at').limit(50).execute();
}

export async function setRefundState(
  db: DbOrTx,
  match: { id: string } | { providerRefundId: string },
  state: { status: PaymentRefundRow['status']; providerRefundId?: string },
): Promise<void> {
  let query = db.updateTable('payment_refunds').set({
    status: state.status,
    ...(state.providerRefundId ? { provider_refund_id: state.providerRefundId } : {}),
    updated_at: new Date(),
  });
  query =
    'id' in match
      ? query.where('id', '=', match.id)
      : query.where('provider_refund_id', '=', match.providerRefundId);
  await query.execute();
}

/** The booking's refunds through the provider, newest first. */
export function refundsOf(db: DbOrTx, bookingId: string) {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The booking's payments taken online, newest first (what a refund is paid back to). */
export function onlinePaymentsOf(db: DbOrTx, bookingId: string) {
  return db
    .selectFrom('payments')
    .select(['provider_payment_id as id', 'amount'])
    .where('booking_id', '=', bookingId)
    .where('provider_payment_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute() as Promise<Array<{ id: string; amount: number }>>;
}
