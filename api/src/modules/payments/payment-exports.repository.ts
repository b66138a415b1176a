import { sql } from 'kysely';
import type {
  PaymentExportQuery,
  PaymentKind,
  PaymentMethod,
  PaymentSource,
  RefundExportQuery,
  RefundExportStatus,
} from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { indiaDayEnd, indiaDayStart } from '../../shared/india-time';
import { customerName, packageName } from './reconciliation.repository';

// The back office's exports of money: payments received and refunds, over a range of days, bounded.

const dateOnly = (value: string | Date): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

const customerPhone = sql<string>`coalesce(nullif(bookings.customer_details->>'phone', ''), customers.phone, '')`;

export interface PaymentExportRow {
  receivedOn: string;
  bookingReference: string;
  bookingStatus: string;
  customerName: string;
  packageName: string;
  kind: PaymentKind;
  method: PaymentMethod;
  source: PaymentSource;
  amount: number;
  reference: string;
  providerPaymentId: string | null;
  recordedBy: string | null;
  createdAt: Date | string;
}

/** Payments received from `from` to `to` (their date received), newest first, at most `limit`. */
export async function exportPayments(
  db: DbOrTx,
  filter: PaymentExportQuery,
  limit: number,
): Promise<PaymentExportRow[]> {
  let query = db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .leftJoin('staff', 'staff.id', 'payments.recorded_by');
  if (filter.from) query = query.where('payments.received_on', '>=', filter.from);
  if (filter.to) query = query.where('payments.received_on', '<=', filter.to);
  if (filter.method) query = query.where('payments.method', '=', filter.method);
  if (filter.kind) query = query.where('payments.kind', '=', filter.kind);
  if (filter.source === 'online') query = query.where('payments.provider_payment_id', 'is not', null);
  if (filter.source === 'by-hand') query = query.where('payments.provider_payment_id', 'is', null);
  const rows = await query
    .select([
      'payments.kind',
      'payments.amount',
      'payments.method',
      'payments.reference',
      'payments.received_on',
      'payments.provider_payment_id',
      'payments.created_at',
      'bookings.status as booking_status',
      'bookings.reference as booking_reference',
      'staff.name as staff_name',
      customerName.as('customer_name'),
      packageName.as('package_name'),
    ])
    .orderBy('payments.received_on', 'desc')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    receivedOn: dateOnly(row.received_on),
    bookingReference: row.booking_reference,
    bookingStatus: row.booking_status,
    customerName: row.customer_name,
    packageName: row.package_name,
    kind: row.kind,
    method: row.method,
    source: row.provider_payment_id ? 'online' : 'by-hand',
    amount: row.amount,
    reference: row.reference,
    providerPaymentId: row.provider_payment_id,
    recordedBy: row.staff_name,
    createdAt: row.created_at,
  }));
}

export interface RefundExportRow {
  id: string;
  createdAt: Date | string;
  bookingReference: string;
  customerName: string;
  customerPhone: string;
  packageName: string;
  via: PaymentSource;
  status: RefundExportStatus;
  amount: number;
  reason: string;
  providerRefundId: string | null;
  paidReference: string | null;
  paidBy: string | null;
  /** When it was processed by the provider or marked paid; null while owed. */
  completedAt: Date | string | null;
}

const ONLINE_STATUSES = ['pending', 'processed', 'failed'] as const;
const BY_HAND_STATUSES = ['to-pay', 'paid'] as const;
type OnlineStatus = (typeof ONLINE_STATUSES)[number];
type ByHandStatus = (typeof BY_HAND_STATUSES)[number];
const isOnline = (status: RefundExportStatus): status is OnlineStatus =>
  (ONLINE_STATUSES as readonly string[]).includes(status);
const isByHand = (status: RefundExportStatus): status is ByHandStatus =>
  (BY_HAND_STATUSES as readonly string[]).includes(status);

const newestFirst = (a: RefundExportRow, b: RefundExportRow) =>
  new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id.localeCompare(a.id);

/**
 * Refunds owed from `from` to `to` (the day they were created, India's calendar), online through the provider
 * and by hand, newest first, at most `limit`.
 */
export async function exportRefunds(
  db: DbOrTx,
  filter: RefundExportQuery,
  limit: number,
): Promise<RefundExportRow[]> {
  const wantOnline = filter.via !== 'by-hand' && (!filter.status || isOnline(filter.status));
  const wantByHand = filter.via !== 'online' && (!filter.status || isByHand(filter.status));
  const from = filter.from ? indiaDayStart(filter.from) : undefined;
  const to = filter.to ? indiaDayEnd(filter.to) : undefined;

  const online = async (): Promise<RefundExportRow[]> => {
    if (!wantOnline) return [];
    let query = db
      .selectFrom('payment_refunds')
      .innerJoin('bookings', 'bookings.id', 'payment_refunds.booking_id')
      .innerJoin('customers', 'customers.id', 'bookings.customer_id');
    if (from) query = query.where('payment_refunds.created_at', '>=', from);
    if (to) query = query.where('payment_refunds.created_at', '<', to);
    if (filter.status && isOnline(filter.status))
      query = query.where('payment_refunds.status', '=', filter.status);
    const rows = await query
      .select([
        'payment_refunds.id',
        'payment_refunds.amount',
        'payment_refunds.reason',
        'payment_refunds.provider_refund_id',
        'payment_refunds.status',
        'payment_refunds.created_at',
        'payment_refunds.updated_at',
        'bookings.reference as booking_reference',
        customerName.as('customer_name'),
        customerPhone.as('customer_phone'),
        packageName.as('package_name'),
      ])
      .orderBy('payment_refunds.created_at', 'desc')
      .orderBy('payment_refunds.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      bookingReference: row.booking_reference,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      packageName: row.package_name,
      via: 'online',
      status: row.status,
      amount: row.amount,
      reason: row.reason,
      providerRefundId: row.provider_refund_id,
      paidReference: null,
      paidBy: null,
      completedAt: row.status === 'processed' ? row.updated_at : null,
    }));
  };

  const byHand = async (): Promise<RefundExportRow[]> => {
    if (!wantByHand) return [];
    let query = db
      .selectFrom('refund_tasks')
      .innerJoin('bookings', 'bookings.id', 'refund_tasks.booking_id')
      .innerJoin('customers', 'customers.id', 'bookings.customer_id')
      .leftJoin('staff', 'staff.id', 'refund_tasks.paid_by');
    if (from) query = query.where('refund_tasks.created_at', '>=', from);
    if (to) query = query.where('refund_tasks.created_at', '<', to);
    if (filter.status && isByHand(filter.status))
      query = query.where('refund_tasks.status', '=', filter.status);
    const rows = await query
      .select([
        'refund_tasks.id',
        'refund_tasks.amount',
        'refund_tasks.reason',
        'refund_tasks.status',
        'refund_tasks.created_at',
        'refund_tasks.paid_at',
        'refund_tasks.paid_reference',
        'staff.name as staff_name',
        'bookings.reference as booking_reference',
        customerName.as('customer_name'),
        customerPhone.as('customer_phone'),
        packageName.as('package_name'),
      ])
      .orderBy('refund_tasks.created_at', 'desc')
      .orderBy('refund_tasks.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      bookingReference: row.booking_reference,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      packageName: row.package_name,
      via: 'by-hand',
      status: row.status,
      amount: row.amount,
      reason: row.reason,
      providerRefundId: null,
      paidReference: row.paid_reference,
      paidBy: row.staff_name,
      completedAt: row.paid_at,
    }));
  };

  const [a, b] = await Promise.all([online(), byHand()]);
  return [...a, ...b].sort(newestFirst).slice(0, limit);
}
