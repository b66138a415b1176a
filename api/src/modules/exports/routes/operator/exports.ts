import fp from 'fastify-plugin';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import {
  BOOKINGS_CSV_COLUMNS,
  BookingExportQuerySchema,
  EXPORT_ROW_LIMIT,
  LEADS_CSV_COLUMNS,
  LeadExportQuerySchema,
  PAYMENT_METHOD_LABELS,
  PAYMENTS_CSV_COLUMNS,
  PaymentExportQuerySchema,
  REFUNDS_CSV_COLUMNS,
  RefundExportQuerySchema,
  type ExportKind,
} from '@trippy/contracts';
import { invalidInput, todayInIndia } from '@trippy/domain';
import type { App } from '../../../../types';
import { operatorRoute } from '../../../../shared/operator-route';
import { istTimestamp } from '../../../../shared/india-time';
import { exportOperatorBookings } from '../../../bookings/operator-bookings.repository';
import { exportLeads, leadInterest, leadName } from '../../../leads/leads.repository';
import { exportPayments, exportRefunds } from '../../../payments/payment-exports.repository';
import { csvAnswer, exportCsv, rupeesCell, sendCsvExport, type Cell } from '../../export-csv';

const orEmpty = (value: string | null | undefined): string => value ?? '';
const instantOrEmpty = (value: Date | string | null): string => (value === null ? '' : istTimestamp(value));

/** A range whose start is after its end asks for nothing: refused (400) rather than an empty file. */
function checkRange(range: { from?: string; to?: string }): void {
  if (range.from && range.to && range.from > range.to)
    throw invalidInput('The "from" date is after the "to" date');
}

/** The back office's CSV exports (staff): bookings, leads, payments and refunds, with the lists' filters. */
async function exportRoutes(app: App): Promise<void> {
  const send = (
    reply: FastifyReply,
    kind: ExportKind,
    columns: readonly string[],
    rows: Cell[][],
  ): FastifyReply => {
    const { text, truncated } = exportCsv(columns, rows, EXPORT_ROW_LIMIT);
    return sendCsvExport(reply, { kind, today: todayInIndia(app.clock.now()), text, truncated });
  };

  const route = <Q extends TSchema>(summary: string, querystring: Q) =>
    operatorRoute('staff', { summary, querystring, response: csvAnswer(summary) });

  app.get(
    '/api/operator/exports/bookings.csv',
    route(
      "Bookings, newest first, with the bookings list's filters and from/to on the day booked",
      BookingExportQuerySchema,
    ),
    async (request, reply) => {
      checkRange(request.query);
      checkRange({ from: request.query.departureFrom, to: request.query.departureTo });
      const rows = await exportOperatorBookings(app.db, request.query, EXPORT_ROW_LIMIT + 1);
      return send(
        reply,
        'bookings',
        BOOKINGS_CSV_COLUMNS,
        rows.map((row) => [
          row.reference,
          istTimestamp(row.createdAt),
          row.status,
          row.customerName,
          row.customerPhone,
          row.customerEmail,
          row.packageName,
          row.startDate,
          row.endDate,
          row.seats,
          row.paymentType,
          rupeesCell(row.total),
          rupeesCell(row.amountPaid),
          rupeesCell(row.due),
          orEmpty(row.balanceDueDate),
          row.refundAmount === null ? '' : rupeesCell(row.refundAmount),
          instantOrEmpty(row.cancelledAt),
        ]),
      );
    },
  );

  app.get(
    '/api/operator/exports/leads.csv',
    route(
      "Leads, newest first, with the inbox's filters and from/to on the day received",
      LeadExportQuerySchema,
    ),
    async (request, reply) => {
      checkRange(request.query);
      const rows = await exportLeads(app.db, request.query, EXPORT_ROW_LIMIT + 1);
      return send(
        reply,
        'leads',
        LEADS_CSV_COLUMNS,
        rows.map((row) => [
          istTimestamp(row.created_at),
          leadName(row),
          row.phone,
          row.email,
          leadInterest(row),
          row.travelers ?? '',
          row.form,
          row.status,
          orEmpty(row.assignee_name),
          instantOrEmpty(row.contacted_at),
          row.message,
        ]),
      );
    },
  );

  app.get(
    '/api/operator/exports/payments.csv',
    route(
      'Payments received, newest first, from/to on the date received, by method, kind and source',
      PaymentExportQuerySchema,
    ),
    async (request, reply) => {
      checkRange(request.query);
      const rows = await exportPayments(app.db, request.query, EXPORT_ROW_LIMIT + 1);
      return send(
        reply,
        'payments',
        PAYMENTS_CSV_COLUMNS,
        rows.map((row) => [
          row.receivedOn,
          row.bookingReference,
          row.bookingStatus,
          row.customerName,
          row.packageName,
          row.kind,
          PAYMENT_METHOD_LABELS[row.method],
          row.source,
          rupeesCell(row.amount),
          row.reference,
          orEmpty(row.providerPaymentId),
          orEmpty(row.recordedBy),
          istTimestamp(row.createdAt),
        ]),
      );
    },
  );

  app.get(
    '/api/operator/exports/refunds.csv',
    route(
      'Refunds online and by hand, newest first, from/to on the day owed, by status and way',
      RefundExportQuerySchema,
    ),
    async (request, reply) => {
      checkRange(request.query);
      const rows = await exportRefunds(app.db, request.query, EXPORT_ROW_LIMIT + 1);
      return send(
        reply,
        'refunds',
        REFUNDS_CSV_COLUMNS,
        rows.map((row) => [
          istTimestamp(row.createdAt),
          row.bookingReference,
          row.customerName,
          row.customerPhone,
          row.packageName,
          row.via,
          row.status,
          rupeesCell(row.amount),
          row.reason,
          orEmpty(row.providerRefundId),
          orEmpty(row.paidReference),
          orEmpty(row.paidBy),
          instantOrEmpty(row.completedAt),
        ]),
      );
    },
  );
}

export const exportRoutesPlugin = fp(exportRoutes, {
  name: 'routes-operator-exports',
  dependencies: ['database', 'operator-routes'],
});
