import { sql, type SqlBool } from 'kysely';
import type {
  OperatorBookingDetail,
  OperatorBookingListItem,
  OperatorBookingListQuery,
  OperatorPayment,
  PaymentKind,
  PaymentMethod,
} from '@trippy/contracts';
import { amountDue, balanceDueDateOf, parseBookingReference } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { iso, newId } from '../../db/ids';
import { bookingOf, type BookingRow } from './bookings.repository';
import { changesOf } from './booking-changes.repository';
import { containing, pageWithTotal } from '../../shared/list-query.repository';
import { pageOf } from '../../shared/operator-paging';
import { batchSummary } from '../catalogue/operator-batches.repository';
import { indiaDayEnd, indiaDayStart } from '../../shared/india-time';

const detail = (key: string) => sql<string>`coalesce(b.customer_details->>${key}, '')`;

/** The bookings list's filters (and the export's `from`/`to` on the day booked, India's calendar). */
export type OperatorBookingFilter = Omit<OperatorBookingListQuery, 'page' | 'pageSize'> & {
  from?: string;
  to?: string;
};

/** Bookings with their package and batch, filtered as the list and the export ask. */
function filteredBookings(db: DbOrTx, query: OperatorBookingFilter) {
  let base = db
    .selectFrom('bookings as b')
    .innerJoin('packages as p', 'p.id', 'b.package_id')
    .innerJoin('batches as t', 't.id', 'b.batch_id');
  if (query.packageId) base = base.where('b.package_id', '=', query.packageId);
  if (query.batchId) base = base.where('b.batch_id', '=', query.batchId);
  if (query.status) base = base.where('b.status', '=', query.status);
  if (query.departureFrom) base = base.where('t.start_date', '>=', query.departureFrom);
  if (query.departureTo) base = base.where('t.start_date', '<=', query.departureTo);
  if (query.from) base = base.where('b.created_at', '>=', indiaDayStart(query.from));
  if (query.to) base = base.where('b.created_at', '<', indiaDayEnd(query.to));
  if (query.balanceDue)
    base = base.where('b.status', '!=', 'cancelled').where(sql<SqlBool>`b.total > b.amount_paid`);
  if (query.q) {
    const like = containing(query.q.trim());
    base = base.where((eb) =>
      eb.or([
        like(detail('fullName')),
        like(detail('email')),
        like(detail('phone')),
        eb('b.id', '=', query.q!.trim().toLowerCase()),
        eb('b.reference', '=', parseBookingReference(query.q!) ?? query.q!.trim()),
      ]),
    );
  }
  return base;
}

/** GET /api/operator/bookings: the filtered page, newest first, and the total count. */
export async function listOperatorBookings(
  db: DbOrTx,
  query: OperatorBookingListQuery,
): Promise<{ items: OperatorBookingListItem[]; total: number }> {
  const base = filteredBookings(db, query);
  const { rows, total } = await pageWithTotal(
    base,
    base
      .select([
        'b.id',
        'b.reference',
        'b.created_at',
        'b.status',
        'b.package_id',
        'p.name as package_name',
        'b.batch_id',
        't.start_date',
        't.end_date',
        'b.number_of_seats',
        'b.payment_type',
        'b.total',
        'b.amount_paid',
        'b.balance_due_date',
        detail('fullName').as('customer_name'),
        detail('email').as('customer_email'),
        detail('phone').as('customer_phone'),
      ])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc'),
    pageOf(query),
  );
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      reference: row.reference,
      createdAt: iso(row.created_at),
      status: row.status,
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      customerPhone: row.customer_phone,
      packageId: row.package_id,
      packageName: row.package_name,
      batchId: row.batch_id,
      startDate: row.start_date,
      endDate: row.end_date,
      seats: row.number_of_seats,
      paymentType: row.payment_type,
      total: row.total,
      amountPaid: row.amount_paid,
      remainingAmount: amountDue({ status: row.status, total: row.total, amountPaid: row.amount_paid }),
      balanceDueDate: balanceDueDateOf({
        status: row.status,
        total: row.total,
        amountPaid: row.amount_paid,
        balanceDueDate: row.balance_due_date,
      }),
    })),
  };
}

/** A booking as the export writes it (amounts in paise). */
export interface BookingExportRow {
  reference: string;
  createdAt: Date | string;
  status: OperatorBookingListItem['status'];
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  packageName: string;
  startDate: string;
  endDate: string;
  seats: number;
  paymentType: OperatorBookingListItem['paymentType'];
  total: number;
  amountPaid: number;
  due: number;
  balanceDueDate: string | null;
  refundAmount: number | null;
  cancelledAt: Date | string | null;
}

/** GET /api/operator/exports/bookings.csv: the filtered bookings, newest first, at most `limit`. */
export async function exportOperatorBookings(
  db: DbOrTx,
  query: OperatorBookingFilter,
  limit: number,
): Promise<BookingExportRow[]> {
  const rows = await filteredBookings(db, query)
    .select([
      'b.reference',
      'b.created_at',
      'b.status',
      'p.name as package_name',
      't.start_date',
      't.end_date',
      'b.number_of_seats',
      'b.payment_type',
      'b.total',
      'b.amount_paid',
      'b.balance_due_date',
      'b.refund_amount',
      'b.cancelled_at',
      detail('fullName').as('customer_name'),
      detail('email').as('customer_email'),
      detail('phone').as('customer_phone'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const balance = { status: row.status, total: row.total, amountPaid: row.amount_paid };
    return {
      reference: row.reference,
      createdAt: row.created_at,
      status: row.status,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      customerEmail: row.customer_email,
      packageName: row.package_name,
      startDate: row.start_date,
      endDate: row.end_date,
      seats: row.number_of_seats,
      paymentType: row.payment_type,
      total: row.total,
      amountPaid: row.amount_paid,
      due: amountDue(balance),
      balanceDueDate: balanceDueDateOf({ ...balance, balanceDueDate: row.balance_due_date }),
      refundAmount: row.status === 'cancelled' ? (row.refund_amount ?? 0) : null,
      cancelledAt: row.cancelled_at,
    };
  });
}

/** The booking row; `lock` takes it FOR UPDATE so concurrent changes to one booking queue up. */
export function findBookingRow(db: DbOrTx, id: string, lock = false): Promise<BookingRow | undefined> {
  let query = db.selectFrom('bookings').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

async function paymentsOf(db: DbOrTx, bookingId: string): Promise<OperatorPayment[]> {
  const rows = await db
    .selectFrom('payments as pay')
    .leftJoin('staff as s', 's.id', 'pay.recorded_by')
    .select([
      'pay.id',
      'pay.kind',
      'pay.amount',
      'pay.method',
      'pay.reference',
      'pay.received_on',
      'pay.created_at',
      'pay.provider_payment_id',
      's.id as staff_id',
      's.name as staff_name',
    ])
    .where('pay.booking_id', '=', bookingId)
    .orderBy('pay.created_at')
    .orderBy('pay.id')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    amount: row.amount,
    method: row.method,
    reference: row.reference,
    receivedOn: row.received_on,
    recordedBy: row.staff_id && row.staff_name ? { _id: row.staff_id, name: row.staff_name } : null,
    providerPaymentId: row.provider_payment_id,
    createdAt: iso(row.created_at),
  }));
}

/** GET /api/operator/bookings/:id: the record, the customer's account, the batch now, the money. */
export async function operatorBookingDetail(
  db: DbOrTx,
  id: string,
): Promise<OperatorBookingDetail | undefined> {
  const row = await findBookingRow(db, id);
  if (!row) return undefined;
  const [customer, batch, payments, takenBy] = await Promise.all([
    db
      .selectFrom('customers')
      .select(['id', 'first_name', 'last_name', 'email', 'phone', 'created_at', 'disabled_at'])
      .where('id', '=', row.customer_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('batches').selectAll().where('id', '=', row.batch_id).executeTakeFirstOrThrow(),
    paymentsOf(db, row.id),
    row.created_by
      ? db.selectFrom('staff').select('name').where('id', '=', row.created_by).executeTakeFirst()
      : undefined,
  ]);
  const [booking, changes] = await Promise.all([bookingOf(db, row), changesOf(db, row.id)]);
  const sumOf = (kind: PaymentKind) =>
    payments.filter((payment) => payment.kind === kind).reduce((sum, payment) => sum + payment.amount, 0);
  return {
    booking,
    changes,
    customer: {
      _id: customer.id,
      name: `${customer.first_name} ${customer.last_name}`.trim(),
      email: customer.email,
      phone: customer.phone,
      createdAt: iso(customer.created_at),
      disabled: customer.disabled_at !== null,
    },
    batch: batchSummary(batch),
    status: row.status,
    total: row.total,
    amountPaid: row.amount_paid,
    remainingAmount: amountDue({ status: row.status, total: row.total, amountPaid: row.amount_paid }),
    paidByKind: { advance: sumOf('advance'), balance: sumOf('balance') },
    payments,
    confirmedAt: row.confirmed_at ? iso(row.confirmed_at) : null,
    cancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
    cancelledBy: row.cancelled_by,
    refund:
      row.status === 'cancelled'
        ? { percent: row.refund_percent ?? 0, amount: row.refund_amount ?? 0 }
        : null,
    origin: { source: row.source, takenBy: takenBy?.name ?? null },
  };
}

export interface NewPayment {
  bookingId: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
  recordedBy: string;
}

/** Inserts the payment and moves the booking's amount paid and remaining amount (inside the caller's tx). */
export async function insertPayment(
  tx: DbOrTx,
  payment: NewPayment,
  after: { amountPaid: number; remainingAmount: number },
): Promise<string> {
  const id = newId();
  await tx
    .insertInto('payments')
    .values({
      id,
      booking_id: payment.bookingId,
      kind: payment.kind,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      received_on: payment.receivedOn,
      recorded_by: payment.recordedBy,
    })
    .execute();
  await tx
    .updateTable('bookings')
    .set({ amount_paid: after.amountPaid, remaining_amount: after.remainingAmount })
    .where('id', '=', payment.bookingId)
    .execute();
  return id;
}

/** pending -> confirmed; false when the booking was not pending. */
export async function markConfirmed(tx: DbOrTx, id: string): Promise<boolean> {
  const updated = await tx
    .updateTable('bookings')
    .set({ status: 'confirmed', confirmed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
