import { sql } from 'kysely';
import {
  FLAGGED_OUTCOMES,
  type FlaggedOutcome,
  type ReconciliationFlagged,
  type ReconciliationPayment,
  type ReconciliationRefusal,
  type ReconciliationWebhook,
  type RefundDone,
  type RefundInProgress,
  type RefundToPay,
} from '@trippy/contracts';
import { toDateOnly } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { iso } from '../../db/ids';

// The back office's reconciliation of one day (India's calendar): what came in, what was refused or flagged,
// what is owed back. Each list is bounded; the totals are sums over everything.

/** An instant range [from, to): one day in India. */
export interface DayWindow {
  from: Date;
  to: Date;
}

const dateOnly = (value: string | Date): string =>
  value instanceof Date ? toDateOnly(value) : String(value).slice(0, 10);
const paise = (value: string | number | null | undefined): number => Number(value ?? 0);

/** The traveller's name as booked, else the account's. */
export const customerName = sql<string>`coalesce(nullif(bookings.customer_details->>'fullName', ''), customers.first_name || ' ' || customers.last_name)`;
export const packageName = sql<string>`coalesce(bookings.package_details->>'packageName', '')`;

/** Payments received on the day (their date received), newest first; one more than `limit` says "more". */
export async function paymentsReceivedOn(
  db: DbOrTx,
  date: string,
  limit: number,
): Promise<ReconciliationPayment[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .leftJoin('staff', 'staff.id', 'payments.recorded_by')
    .select([
      'payments.id',
      'payments.booking_id',
      'payments.kind',
      'payments.amount',
      'payments.method',
      'payments.reference',
      'payments.received_on',
      'payments.provider_payment_id',
      'payments.provider_order_id',
      'payments.created_at',
      'bookings.status as booking_status',
      'bookings.reference as booking_reference',
      'staff.name as staff_name',
      customerName.as('customer_name'),
      packageName.as('package_name'),
    ])
    .where('payments.received_on', '=', date)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    bookingId: row.booking_id,
    bookingReference: row.booking_reference,
    bookingStatus: row.booking_status,
    customerName: row.customer_name,
    packageName: row.package_name,
    kind: row.kind,
    amount: row.amount,
    method: row.method,
    source: row.provider_payment_id ? 'online' : 'by-hand',
    providerPaymentId: row.provider_payment_id,
    providerOrderId: row.provider_order_id,
    reference: row.reference,
    receivedOn: dateOnly(row.received_on),
    createdAt: iso(row.created_at),
    recordedBy: row.staff_name,
  }));
}

/** The day's collections: sums and counts of payments received online and by hand. */
export async function collectionsOn(db: DbOrTx, date: string) {
  const row = await db
    .selectFrom('payments')
    .select([
      sql<string>`coalesce(sum(amount) FILTER (WHERE provider_payment_id IS NOT NULL), 0)`.as('online'),
      sql<string>`coalesce(sum(amount) FILTER (WHERE provider_payment_id IS NULL), 0)`.as('by_hand'),
      sql<string>`count(*) FILTER (WHERE provider_payment_id IS NOT NULL)`.as('online_count'),
      sql<string>`count(*) FILTER (WHERE provider_payment_id IS NULL)`.as('by_hand_count'),
    ])
    .where('received_on', '=', date)
    .executeTakeFirstOrThrow();
  return {
    online: paise(row.online),
    byHand: paise(row.by_hand),
    onlineCount: paise(row.online_count),
    byHandCount: paise(row.by_hand_count),
  };
}

const isFlagged = (outcome: string): outcome is FlaggedOutcome =>
  (FLAGGED_OUTCOMES as readonly string[]).includes(outcome);

/** Payment events of the day that counted nothing and need a look (amount mismatch, unknown order, failed). */
export async function flaggedEvents(
  db: DbOrTx,
  day: DayWindow,
  limit: number,
): Promise<ReconciliationFlagged[]> {
  const rows = await db
    .selectFrom('payment_events')
    .leftJoin('payment_orders', 'payment_orders.provider_order_id', 'payment_events.provider_order_id')
    .leftJoin('bookings', 'bookings.id', 'payment_orders.booking_id')
    .leftJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'payment_events.event_id',
      'payment_events.event',
      'payment_events.outcome',
      'payment_events.provider_order_id',
      'payment_events.provider_payment_id',
      'payment_events.amount',
      'payment_events.currency',
      'payment_events.received_at',
      'payment_orders.amount as order_amount',
      'bookings.id as booking_id',
      'bookings.reference as booking_reference',
      sql<string | null>`CASE WHEN bookings.id IS NULL THEN NULL ELSE ${customerName} END`.as(
        'customer_name',
      ),
    ])
    .where('payment_events.outcome', 'in', [...FLAGGED_OUTCOMES])
    .where('payment_events.received_at', '>=', day.from)
    .where('payment_events.received_at', '<', day.to)
    .orderBy('payment_events.received_at', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) =>
    isFlagged(row.outcome)
      ? [
          {
            eventId: row.event_id,
            event: row.event,
            outcome: row.outcome,
            providerOrderId: row.provider_order_id,
            providerPaymentId: row.provider_payment_id,
            amount: row.amount,
            currency: row.currency,
            orderAmount: row.order_amount,
            bookingId: row.booking_id,
            bookingReference: row.booking_reference,
            customerName: row.customer_name,
            receivedAt: iso(row.received_at),
          },
        ]
      : [],
  );
}

/** Verified webhook events first received on the day, newest first, with their redeliveries. */
export async function webhookEvents(
  db: DbOrTx,
  day: DayWindow,
  limit: number,
): Promise<ReconciliationWebhook[]> {
  const rows = await db
    .selectFrom('payment_events')
    .select([
      'event_id',
      'event',
      'outcome',
      'provider_order_id',
      'provider_payment_id',
      'duplicates',
      'received_at',
    ])
    .where('received_at', '>=', day.from)
    .where('received_at', '<', day.to)
    .orderBy('received_at', 'desc')
    .orderBy('event_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    event: row.event,
    outcome: row.outcome,
    providerOrderId: row.provider_order_id,
    providerPaymentId: row.provider_payment_id,
    duplicates: row.duplicates,
    receivedAt: iso(row.received_at),
  }));
}

/**
 * The day's webhook counts: events verified (each once), their redeliveries, and refusals. Events reach
 * payment_events only through webhooks (the hand-back and the reconciler record none).
 */
export async function webhookCounts(db: DbOrTx, day: DayWindow) {
  const [events, refused] = await Promise.all([
    db
      .selectFrom('payment_events')
      .select([
        sql<string>`count(*)`.as('verified'),
        sql<string>`coalesce(sum(duplicates), 0)`.as('duplicates'),
      ])
      .where('received_at', '>=', day.from)
      .where('received_at', '<', day.to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payment_webhook_refusals')
      .select(sql<string>`count(*)`.as('refused'))
      .where('received_at', '>=', day.from)
      .where('received_at', '<', day.to)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    verified: paise(events.verified),
    duplicates: paise(events.duplicates),
    refused: paise(refused.refused),
  };
}

/** Webhooks refused on the day, newest first. */
export async function webhookRefusals(
  db: DbOrTx,
  day: DayWindow,
  limit: number,
): Promise<ReconciliationRefusal[]> {
  const rows = await db
    .selectFrom('payment_webhook_refusals')
    .select(['event_id', 'reason', 'received_at'])
    .where('received_at', '>=', day.from)
    .where('received_at', '<', day.to)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    reason: row.reason,
    receivedAt: iso(row.received_at),
  }));
}

/** Every refund still to pay by hand, oldest first. */
export async function refundsToPayByHand(db: DbOrTx, limit: number): Promise<RefundToPay[]> {
  const rows = await db
    .selectFrom('refund_tasks')
    .innerJoin('bookings', 'bookings.id', 'refund_tasks.booking_id')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'refund_tasks.id',
      'refund_tasks.booking_id',
      'refund_tasks.amount',
      'refund_tasks.reason',
      'refund_tasks.created_at',
      'bookings.reference as booking_reference',
      customerName.as('customer_name'),
      sql<string>`coalesce(nullif(bookings.customer_details->>'phone', ''), customers.phone, '')`.as(
        'customer_phone',
      ),
      packageName.as('package_name'),
    ])
    .where('refund_tasks.status', '=', 'to-pay')
    .orderBy('refund_tasks.created_at')
    .orderBy('refund_tasks.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    bookingId: row.booking_id,
    bookingReference: row.booking_reference,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    packageName: row.package_name,
    amount: row.amount,
    reason: row.reason,
    createdAt: iso(row.created_at),
  }));
}

/** Every refund through the provider not processed yet (waiting, at the provider, or refused by it). */
export async function refundsInProgress(db: DbOrTx, limit: number): Promise<RefundInProgress[]> {
  const rows = await db
    .selectFrom('payment_refunds')
    .innerJoin('bookings', 'bookings.id', 'payment_refunds.booking_id')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'payment_refunds.id',
      'payment_refunds.booking_id',
      'payment_refunds.amount',
      'payment_refunds.reason',
      'payment_refunds.provider_payment_id',
      'payment_refunds.provider_refund_id',
      'payment_refunds.status',
      'payment_refunds.created_at',
      'bookings.reference as booking_reference',
      customerName.as('customer_name'),
      packageName.as('package_name'),
    ])
    .where('payment_refunds.status', 'in', ['pending', 'failed'])
    .orderBy('payment_refunds.created_at')
    .orderBy('payment_refunds.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    bookingId: row.booking_id,
    bookingReference: row.booking_reference,
    customerName: row.customer_name,
    packageName: row.package_name,
    amount: row.amount,
    reason: row.reason,
    providerPaymentId: row.provider_payment_id,
    providerRefundId: row.provider_refund_id,
    status: row.status === 'failed' ? 'failed' : 'pending',
    createdAt: iso(row.created_at),
  }));
}

/** Refunds completed on the day, online (processed) and by hand (marked paid), newest first. */
export async function refundsDone(db: DbOrTx, day: DayWindow, limit: number): Promise<RefundDone[]> {
  const [online, byHand] = await Promise.all([
    db
      .selectFrom('payment_refunds')
      .innerJoin('bookings', 'bookings.id', 'payment_refunds.booking_id')
      .innerJoin('customers', 'customers.id', 'bookings.customer_id')
      .select([
        'payment_refunds.id',
        'payment_refunds.booking_id',
        'payment_refunds.amount',
        'payment_refunds.provider_refund_id',
        'payment_refunds.updated_at',
        'bookings.reference as booking_reference',
        customerName.as('customer_name'),
      ])
      .where('payment_refunds.status', '=', 'processed')
      .where('payment_refunds.updated_at', '>=', day.from)
      .where('payment_refunds.updated_at', '<', day.to)
      .orderBy('payment_refunds.updated_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('refund_tasks')
      .innerJoin('bookings', 'bookings.id', 'refund_tasks.booking_id')
      .innerJoin('customers', 'customers.id', 'bookings.customer_id')
      .leftJoin('staff', 'staff.id', 'refund_tasks.paid_by')
      .select([
        'refund_tasks.id',
        'refund_tasks.booking_id',
        'refund_tasks.amount',
        'refund_tasks.paid_reference',
        'refund_tasks.paid_at',
        'staff.name as staff_name',
        'bookings.reference as booking_reference',
        customerName.as('customer_name'),
      ])
      .where('refund_tasks.status', '=', 'paid')
      .where('refund_tasks.paid_at', '>=', day.from)
      .where('refund_tasks.paid_at', '<', day.to)
      .orderBy('refund_tasks.paid_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const done: RefundDone[] = [
    ...online.map((row) => ({
      _id: row.id,
      bookingId: row.booking_id,
      bookingReference: row.booking_reference,
      customerName: row.customer_name,
      amount: row.amount,
      via: 'online' as const,
      providerRefundId: row.provider_refund_id,
      reference: null,
      paidBy: null,
      at: iso(row.updated_at),
    })),
    ...byHand.map((row) => ({
      _id: row.id,
      bookingId: row.booking_id,
      bookingReference: row.booking_reference,
      customerName: row.customer_name,
      amount: row.amount,
      via: 'by-hand' as const,
      providerRefundId: null,
      reference: row.paid_reference,
      paidBy: row.staff_name,
      at: iso(row.paid_at ?? day.from),
    })),
  ];
  return done.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/** Sums of refunds: completed on the day (online, by hand), and still owed whatever their day. */
export async function refundSums(db: DbOrTx, day: DayWindow) {
  const [online, byHand] = await Promise.all([
    db
      .selectFrom('payment_refunds')
      .select([
        sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'processed' AND updated_at >= ${day.from} AND updated_at < ${day.to}), 0)`.as(
          'done',
        ),
        sql<string>`coalesce(sum(amount) FILTER (WHERE status IN ('pending', 'failed')), 0)`.as('owed'),
      ])
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['pending', 'failed']),
          eb.and([eb('updated_at', '>=', day.from), eb('updated_at', '<', day.to)]),
        ]),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('refund_tasks')
      .select([
        sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'paid' AND paid_at >= ${day.from} AND paid_at < ${day.to}), 0)`.as(
          'done',
        ),
        sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'to-pay'), 0)`.as('owed'),
      ])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'to-pay'),
          eb.and([eb('paid_at', '>=', day.from), eb('paid_at', '<', day.to)]),
        ]),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    refunded: { online: paise(online.done), byHand: paise(byHand.done) },
    owed: { online: paise(online.owed), byHand: paise(byHand.owed) },
  };
}
