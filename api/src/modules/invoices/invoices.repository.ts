import type { Selectable } from 'kysely';
import {
  SELLER,
  financialYear,
  gstStateCode,
  invoiceNumber,
  isIndianState,
  placeOfSupply,
  rupeesInWords,
  splitGst,
} from '@trippy/domain';
import type { Invoice } from '@trippy/contracts';
import type { Database, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';
import type { BookingRow } from '../bookings/bookings.repository';
import { pageWithTotal } from '../../shared/list-query.repository';

export type InvoiceRow = Selectable<Database['invoices']>;

/**
 * The next number of the financial year, without gaps: the year's counter row is created if missing, then
 * locked FOR UPDATE until the caller's transaction ends. A payment that rolls back takes its number with it,
 * and a concurrent payment waits for the lock, so numbers are unique and consecutive.
 */
async function nextSequence(tx: DbOrTx, year: string): Promise<number> {
  await tx
    .insertInto('invoice_counters')
    .values({ financial_year: year, last_number: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const counter = await tx
    .selectFrom('invoice_counters')
    .select('last_number')
    .where('financial_year', '=', year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const next = counter.last_number + 1;
  await tx
    .updateTable('invoice_counters')
    .set({ last_number: next })
    .where('financial_year', '=', year)
    .execute();
  return next;
}

/**
 * The GST tax invoice of a payment, inside the transaction that records the payment: numbered, the amount
 * (GST included) split into taxable value and 5% GST by the place of supply (the customer's chosen state,
 * else the state of the PIN code in their address: CGST + SGST within the seller's state, IGST otherwise or
 * when unknown), and the customer, package and dates as billed.
 */
export async function issueInvoice(
  tx: DbOrTx,
  input: { booking: BookingRow; paymentId: string; amount: number; issuedOn: string; prefix: string },
): Promise<InvoiceRow> {
  const { booking } = input;
  const year = financialYear(input.issuedOn);
  const sequence = await nextSequence(tx, year);
  const details = booking.customer_details;
  const batch = booking.batch_details as { startDate: string; endDate: string };
  const pkg = booking.package_details as { packageName: string };
  const address = details.address ?? '';
  const place = placeOfSupply({ state: details.state, address }, SELLER.address.state);
  const split = splitGst(input.amount, place.intraState);
  return tx
    .insertInto('invoices')
    .values({
      id: newId(),
      number: invoiceNumber(input.prefix, year, sequence),
      financial_year: year,
      sequence,
      booking_id: booking.id,
      payment_id: input.paymentId,
      customer_id: booking.customer_id,
      issued_on: input.issuedOn,
      taxable_value: split.taxableValue,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      amount: input.amount,
      customer_name: details.fullName ?? '',
      customer_email: details.email ?? '',
      customer_address: address,
      place_of_supply: place.state,
      package_name: pkg.packageName,
      start_date: batch.startDate,
      end_date: batch.endDate,
      seats: booking.number_of_seats,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The invoice's place of supply with its GST code; null when unknown. */
export function placeOfSupplyOf(row: InvoiceRow): { state: string; code: string } | null {
  const state = row.place_of_supply;
  return isIndianState(state) ? { state, code: gstStateCode(state) } : null;
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: row.number,
    bookingId: row.booking_id,
    paymentId: row.payment_id,
    issuedOn: row.issued_on,
    taxableValue: row.taxable_value,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    placeOfSupply: placeOfSupplyOf(row),
    amount: row.amount,
    amountInWords: rupeesInWords(row.amount),
    pdfUrl: `/api/invoices/${row.id}/pdf`,
  };
}

/** A booking's invoices, oldest first (the caller has checked the booking is the customer's). */
export async function invoicesOfBooking(
  db: DbOrTx,
  bookingId: string,
  page: number,
  pageSize: number,
): Promise<{ items: Invoice[]; total: number }> {
  const ofBooking = db.selectFrom('invoices').where('booking_id', '=', bookingId);
  const { rows, total } = await pageWithTotal(
    ofBooking,
    ofBooking.selectAll().orderBy('financial_year').orderBy('sequence'),
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return { items: rows.map(toInvoice), total };
}

/** The customer's own invoice with its booking's reference (undefined for anyone else's: the route answers 404). */
export function findOwnInvoice(
  db: DbOrTx,
  customerId: string,
  invoiceId: string,
): Promise<(InvoiceRow & { booking_reference: string }) | undefined> {
  return db
    .selectFrom('invoices as i')
    .innerJoin('bookings as b', 'b.id', 'i.booking_id')
    .selectAll('i')
    .select('b.reference as booking_reference')
    .where('i.id', '=', invoiceId)
    .where('i.customer_id', '=', customerId)
    .executeTakeFirst();
}
