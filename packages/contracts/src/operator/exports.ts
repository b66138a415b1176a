import { Type, type Static } from '@sinclair/typebox';
import { BookingStatusSchema } from '../booking';
import { DateOnlySchema, IdSchema } from '../common';
import { PaymentKindSchema, PaymentMethodSchema } from './bookings';
import { LeadStatusSchema } from './leads';
import { PaymentSourceSchema } from './payments';
import type { CollectionsQuery } from './collections';

// The back office's CSV exports (GET /api/operator/exports/<list>.csv, staff): UTF-8 with a BOM so Excel in
// Indian locales reads it right, RFC 4180, a header row of the columns below, cells a spreadsheet would run as
// a formula prefixed with '. Amounts are rupees with two decimals written as numbers (18999.50), dates
// YYYY-MM-DD and instants ISO 8601 in India's time (2026-11-28T14:05:00+05:30). `from`/`to` bound the
// record's date (inclusive, India's calendar); 400 when `from` is after `to`.

/** At most this many rows in one export; a longer one ends with a row saying so (and X-Export-Truncated). */
export const EXPORT_ROW_LIMIT = 10_000;

/** The last row of an export cut at EXPORT_ROW_LIMIT. */
export const EXPORT_TRUNCATED_NOTE = `Only the first ${EXPORT_ROW_LIMIT} rows are here: narrow the filters to export the rest`;

const DateRange = {
  from: Type.Optional(DateOnlySchema),
  to: Type.Optional(DateOnlySchema),
};
const Search = Type.Optional(Type.String({ minLength: 1, maxLength: 100 }));

/**
 * GET /api/operator/exports/bookings.csv: the bookings list's filters (no paging) and `from`/`to` on the day
 * booked. Newest first.
 */
export const BookingExportQuerySchema = Type.Object({
  ...DateRange,
  packageId: Type.Optional(IdSchema),
  batchId: Type.Optional(IdSchema),
  status: Type.Optional(BookingStatusSchema),
  departureFrom: Type.Optional(DateOnlySchema),
  departureTo: Type.Optional(DateOnlySchema),
  balanceDue: Type.Optional(Type.Boolean()),
  q: Search,
});
export type BookingExportQuery = Static<typeof BookingExportQuerySchema>;

/** GET /api/operator/exports/leads.csv: the leads inbox's filters and `from`/`to` on the day received. */
export const LeadExportQuerySchema = Type.Object({
  ...DateRange,
  status: Type.Optional(LeadStatusSchema),
  assignedTo: Type.Optional(Type.Union([IdSchema, Type.Literal('none')])),
  q: Search,
});
export type LeadExportQuery = Static<typeof LeadExportQuerySchema>;

/** GET /api/operator/exports/payments.csv: `from`/`to` on the date received; newest first. */
export const PaymentExportQuerySchema = Type.Object({
  ...DateRange,
  method: Type.Optional(PaymentMethodSchema),
  kind: Type.Optional(PaymentKindSchema),
  source: Type.Optional(PaymentSourceSchema),
});
export type PaymentExportQuery = Static<typeof PaymentExportQuerySchema>;

/**
 * A refund's state, both kinds in one list: through the provider (pending, processed, failed) or by hand
 * (to-pay, paid).
 */
export const REFUND_EXPORT_STATUSES = ['pending', 'processed', 'failed', 'to-pay', 'paid'] as const;
export type RefundExportStatus = (typeof REFUND_EXPORT_STATUSES)[number];
export const RefundExportStatusSchema = Type.Union(
  REFUND_EXPORT_STATUSES.map((status) => Type.Literal(status)),
);

/** GET /api/operator/exports/refunds.csv: `from`/`to` on the day the refund was owed (created); newest first. */
export const RefundExportQuerySchema = Type.Object({
  ...DateRange,
  status: Type.Optional(RefundExportStatusSchema),
  via: Type.Optional(PaymentSourceSchema),
});
export type RefundExportQuery = Static<typeof RefundExportQuerySchema>;

/** One row per booking. Due is nothing for a cancelled booking; Refund only on a cancelled one. */
export const BOOKINGS_CSV_COLUMNS = [
  'Booking',
  'Booked at (IST)',
  'Status',
  'Customer',
  'Phone',
  'Email',
  'Package',
  'Departure',
  'Return',
  'Seats',
  'Payment plan',
  'Total (INR)',
  'Paid (INR)',
  'Due (INR)',
  'Balance due by',
  'Refund (INR)',
  'Cancelled at (IST)',
] as const;

/** One row per lead. */
export const LEADS_CSV_COLUMNS = [
  'Received at (IST)',
  'Name',
  'Phone',
  'Email',
  'Interested in',
  'Travellers',
  'Form',
  'Status',
  'Assigned to',
  'Contacted at (IST)',
  'Message',
] as const;

/** One row per payment received. */
export const PAYMENTS_CSV_COLUMNS = [
  'Received on',
  'Booking',
  'Booking status',
  'Customer',
  'Package',
  'Kind',
  'Method',
  'Source',
  'Amount (INR)',
  'Reference',
  'Provider payment id',
  'Recorded by',
  'Recorded at (IST)',
] as const;

/** One row per refund, online (through the provider) and by hand. */
export const REFUNDS_CSV_COLUMNS = [
  'Owed since (IST)',
  'Booking',
  'Customer',
  'Phone',
  'Package',
  'Via',
  'Status',
  'Amount (INR)',
  'Reason',
  'Provider refund id',
  'Paid reference',
  'Paid by',
  'Completed at (IST)',
] as const;

/** The exports, by the name in their address. */
export const EXPORT_KINDS = ['bookings', 'leads', 'payments', 'refunds', 'collections'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The filters of each export, as the api-client sends them. */
export interface ExportQueries {
  bookings: BookingExportQuery;
  leads: LeadExportQuery;
  payments: PaymentExportQuery;
  refunds: RefundExportQuery;
  /** The collections screen's filters (collections.ts). */
  collections: CollectionsQuery;
}
