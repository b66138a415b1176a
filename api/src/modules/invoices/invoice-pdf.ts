import PDFDocument from 'pdfkit';
import {
  SELLER,
  gstStateCode,
  rupeesInWords,
  sellerLines,
  type Seller,
  formatTripDate,
} from '@trippy/domain';
import { TOUR_OPERATOR_SAC } from '@trippy/contracts';
import { placeOfSupplyOf, type InvoiceRow } from './invoices.repository';

/** "INR 12,345.00": the standard PDF fonts have no rupee sign. */
const inr = (paise: number) =>
  `INR ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The GST tax invoice of one payment as a PDF (A4, the standard Helvetica fonts). Drawn from the invoice
 * row as billed and the seller (domain SELLER, the configuration the site's footer reads too).
 * `compress: false` keeps the text readable in tests.
 */
export function renderInvoicePdf(
  invoice: InvoiceRow & { booking_reference: string },
  seller: Seller = SELLER,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Tax invoice ${invoice.number}`, Author: seller.legalName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const intraState = invoice.igst === 0 && invoice.cgst + invoice.sgst > 0;
  // Invoices issued before the place of supply was stored (migration 012) and intra-state were the seller's.
  const sellerState = seller.address.state;
  const place =
    placeOfSupplyOf(invoice) ?? (intraState ? { state: sellerState, code: gstStateCode(sellerState) } : null);
  const right = { width: 495, align: 'right' as const };

  doc.font('Helvetica-Bold').fontSize(18).text('TAX INVOICE', right);
  doc.moveDown(0.5);
  const [name, ...rest] = sellerLines(seller);
  doc.fontSize(12).text(name ?? '');
  doc.font('Helvetica').fontSize(10);
  for (const line of rest) doc.text(line);
  doc.moveDown();
  doc.text(`Invoice number: ${invoice.number}`).text(`Invoice date: ${invoice.issued_on}`);
  doc.text(
    `Place of supply: ${place ? `${place.state} (${place.code})` : 'state not known'}, ${intraState ? 'intra-state: CGST + SGST' : 'inter-state: IGST'}`,
  );
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Bill to');
  doc
    .font('Helvetica')
    .text(invoice.customer_name)
    .text(invoice.customer_address)
    .text(invoice.customer_email);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Description');
  doc
    .font('Helvetica')
    .text(
      `Tour operator services: ${invoice.package_name}, ${formatTripDate(invoice.start_date)} to ${formatTripDate(invoice.end_date)}, ${invoice.seats} traveller${invoice.seats === 1 ? '' : 's'}`,
    )
    .text(`SAC: ${TOUR_OPERATOR_SAC}`)
    .text(`Booking reference: ${invoice.booking_reference}   Payment reference: ${invoice.payment_id}`);
  doc.moveDown();
  const line = (label: string, paise: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: 300 });
    doc.text(inr(paise), 350, y, { width: 195, align: 'right' });
  };
  line('Taxable value', invoice.taxable_value);
  if (intraState) {
    line('CGST @ 2.5%', invoice.cgst);
    line('SGST @ 2.5%', invoice.sgst);
  } else {
    line('IGST @ 5%', invoice.igst);
  }
  line('Total (amount received)', invoice.amount, true);
  doc.moveDown();
  doc.font('Helvetica').text(`Amount in words: ${rupeesInWords(invoice.amount)}`, 50, doc.y, { width: 495 });
  doc.moveDown(2);
  doc
    .fontSize(8)
    .text('This is a computer-generated invoice and needs no signature.', 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
