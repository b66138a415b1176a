import { notFound } from '@trippy/domain';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  IdParamsSchema,
  InvoiceListQuerySchema,
  InvoiceSchema,
  OperatorPaged,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { findOwnBooking } from '../../../bookings/bookings.repository';
import { findOwnInvoice, invoicesOfBooking } from '../../invoices.repository';
import { renderInvoicePdf } from '../../invoice-pdf';

/** The customer's GST invoices: the list of a booking and each one's PDF (their own only: 404 otherwise). */
async function invoiceRoutes(app: App): Promise<void> {
  app.get(
    '/api/bookings/:id/invoices',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'The GST tax invoices of my booking, one per payment received, oldest first',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        querystring: InvoiceListQuerySchema,
        response: {
          200: OperatorPaged(InvoiceSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const booking = await findOwnBooking(app.db, request.user.sub, request.params.id);
      if (!booking) throw notFound('Booking not found');
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const { items, total } = await invoicesOfBooking(app.db, booking.id, page, pageSize);
      return { success: true, data: items, page: { page, pageSize, total } };
    },
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'One of my GST tax invoices as a PDF (download)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        // The PDF on success; an error is JSON like every other (the document says which is which).
        response: {
          200: {
            description: 'The invoice as a PDF (a download)',
            content: {
              'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
            },
          },
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const invoice = await findOwnInvoice(app.db, request.user.sub, request.params.id);
      if (!invoice) throw notFound('Invoice not found');
      const pdf = await renderInvoicePdf(invoice);
      // The number is PREFIX/YYYY-YY/NNNNNN: slashes become hyphens for a safe file name.
      const filename = `invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  );
}

export const invoiceRoutesPlugin = fp(invoiceRoutes, {
  name: 'routes-bookings-invoices',
  dependencies: ['database', 'auth'],
});
