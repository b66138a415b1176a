import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema } from '../common';

/** SAC of tour operator services. */
export const TOUR_OPERATOR_SAC = '998555';

/**
 * A GST tax invoice, one per payment received (recorded by staff or captured online). Numbers run without
 * gaps per Indian financial year (April-March): "TH/2026-27/000123". Amounts in paise: `amount` (the
 * payment, GST included) = taxableValue + cgst + sgst + igst. The place of supply is the customer's state
 * (chosen at booking, else from the PIN code in their address; domain `placeOfSupply`): within Uttarakhand,
 * the seller's state, CGST 2.5% + SGST 2.5%; otherwise, or when unknown, IGST 5%.
 */
export const InvoiceSchema = Type.Object({
  _id: IdSchema,
  number: Type.String(),
  bookingId: IdSchema,
  paymentId: IdSchema,
  issuedOn: DateOnlySchema,
  taxableValue: PaiseSchema,
  cgst: PaiseSchema,
  sgst: PaiseSchema,
  igst: PaiseSchema,
  /** The state of supply and its GST code; null when not known (then IGST). */
  placeOfSupply: Nullable(Type.Object({ state: Type.String(), code: Type.String() })),
  amount: PaiseSchema,
  amountInWords: Type.String(),
  /** GET this (with the customer's bearer token) for the PDF. */
  pdfUrl: Type.String(),
});
export type Invoice = Static<typeof InvoiceSchema>;

/**
 * GET /api/bookings/:id/invoices (the booking's customer; 404 for anyone else): oldest first, paged
 * `{ success, data, page }` (pageSize up to 100).
 * GET /api/invoices/:id/pdf (the invoice's customer only; 404 otherwise): application/pdf, attachment.
 */
export const InvoiceListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuerySchema>;
