// The GST invoice's place of supply (the customer's state, else the PIN code in their address, never the words
// of the address), the seller's lines (one configuration, the footer's too: shell/src/__tests__/footer-seller),
// and an invoice issued for money captured online through the sandbox, once however often it is reported.
import zlib from 'node:zlib';
import { SELLER, addDays, sellerLines, toDateOnly } from '@trippy/domain';
import type { Booking, Invoice, PackageDetail, PaymentOrder, PaymentReturnResult } from '@trippy/contracts';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import { bookingBody } from './helpers/booking-body';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { pdfText } from './helpers/pdf-text';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';

/** The text of a PDF as served (its content streams deflated, as pdfkit writes them). */
function servedPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams: Buffer[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      streams.push(zlib.inflateSync(pdf.subarray(start, end)));
    } catch {
      // Not a deflated stream (fonts and images are not text).
    }
  }
  return pdfText(Buffer.concat(streams));
}

describe.each(DB_KINDS)('GST place of supply and invoices of online payments on %s', (kind) => {
  let ctx: TestContext;
  let origin: string;
  let staff: TestStaff;
  let customer: TestCustomer;
  let pkg: PackageDetail;
  let batchId: string;

  const api = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as { data: T; message: string } };
  };
  const book = async (
    customerDetails: { address: string; state?: string },
    paymentType: 'advance' | 'full' = 'full',
  ) => {
    const body = bookingBody(customer, { packageId: pkg._id, batchId, paymentType });
    const answer = await api<Booking>(
      'POST',
      '/api/bookings',
      { ...body, customerDetails: { ...body.customerDetails, ...customerDetails } },
      bearer(customer.token),
    );
    return answer;
  };
  const booked = async (
    customerDetails: { address: string; state?: string },
    paymentType?: 'advance' | 'full',
  ) => {
    const answer = await book(customerDetails, paymentType);
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const record = async (bookingId: string, amount: number) => {
    const res = await api(
      'POST',
      `/api/operator/bookings/${bookingId}/payments`,
      {
        kind: 'advance',
        amount,
        method: 'upi',
        receivedOn: toDateOnly(),
      },
      bearer(staff.token),
    );
    expect(res.status).toBe(201);
  };
  const invoicesOf = async (bookingId: string) => {
    const res = await api<Invoice[]>(
      'GET',
      `/api/bookings/${bookingId}/invoices`,
      undefined,
      bearer(customer.token),
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const pdfOf = async (invoice: Invoice) => {
    const res = await ctx.app.inject({ url: invoice.pdfUrl, headers: bearer(customer.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return servedPdfText(res.rawPayload);
  };
  const until = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { INVOICE_PREFIX: 'TH' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    staff = await createStaffToken(ctx.app, 'staff');
    customer = await registerAndLogin(ctx.app);
    pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    batchId = newId();
    const start = addDays(toDateOnly(), 60);
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id: batchId,
        package_id: pkg._id,
        start_date: start,
        end_date: addDays(start, 5),
        total_seats: 100,
        seats_left: 100,
      })
      .execute();
  }, 60_000);
  afterAll(() => ctx.close());

  it('Dehradun 248006 is within Uttarakhand: CGST + SGST on the JSON and the PDF, with the seller’s lines', async () => {
    const booking = await booked({ address: 'Ballupur Chowk, Dehradun 248006' });
    await record(booking._id, 210_000);
    const [invoice] = await invoicesOf(booking._id);
    expect(invoice).toMatchObject({
      amount: 210_000,
      taxableValue: 200_000,
      cgst: 5_000,
      sgst: 5_000,
      igst: 0,
      placeOfSupply: { state: 'Uttarakhand', code: '05' },
    });
    const text = await pdfOf(invoice!);
    expect(text).toContain('Place of supply: Uttarakhand (05), intra-state: CGST + SGST');
    expect(text).toContain('CGST @ 2.5%');
    expect(text).toContain('SGST @ 2.5%');
    expect(text).not.toContain('IGST @');
    // The seller's block is exactly the configured lines, in order, the ones the site's footer shows.
    const lines = sellerLines();
    expect(lines).toEqual([
      SELLER.legalName,
      '2nd Floor, 14 Rajpur Road, Dehradun, Uttarakhand 248001',
      `GSTIN: ${SELLER.gstin}`,
    ]);
    expect(text).toContain(`TAX INVOICE ${lines.join(' ')} Invoice number: ${invoice!.number}`);
  });

  it('a Delhi PIN is IGST, even when the address says "Uttarakhand"', async () => {
    const booking = await booked({
      address: 'Uttarakhand Sadan, Chanakyapuri, New Delhi, Uttarakhand 110021',
    });
    await record(booking._id, 105_000);
    const [invoice] = await invoicesOf(booking._id);
    expect(invoice).toMatchObject({
      taxableValue: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 5_000,
      placeOfSupply: { state: 'Delhi', code: '07' },
    });
    const text = await pdfOf(invoice!);
    expect(text).toContain('Place of supply: Delhi (07), inter-state: IGST');
    expect(text).toContain('IGST @ 5%');
    expect(text).not.toContain('CGST @');
  });

  it('the state the customer chose wins over the PIN; no PIN and no state is IGST, "state not known"', async () => {
    const chosen = await booked({ address: 'Connaught Place, New Delhi 110001', state: 'Uttarakhand' });
    const stored = await ctx.handle.db
      .selectFrom('bookings')
      .select('customer_details')
      .where('id', '=', chosen._id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_details).toMatchObject({ state: 'Uttarakhand' });
    await record(chosen._id, 105_000);
    expect((await invoicesOf(chosen._id))[0]).toMatchObject({
      cgst: 2_500,
      sgst: 2_500,
      igst: 0,
      placeOfSupply: { state: 'Uttarakhand', code: '05' },
    });

    const unknown = await booked({ address: 'Rajpur Road, Dehradun, Uttarakhand' });
    await record(unknown._id, 105_000);
    const [invoice] = await invoicesOf(unknown._id);
    expect(invoice).toMatchObject({ cgst: 0, sgst: 0, igst: 5_000, placeOfSupply: null });
    expect(await pdfOf(invoice!)).toContain('Place of supply: state not known, inter-state: IGST');

    // Only a state or union territory of India is accepted.
    expect((await book({ address: 'Dehradun 248001', state: 'Uttaranchal' })).status).toBe(400);
  });

  it('issues an invoice for money captured online through the sandbox, once though the webhook comes twice', async () => {
    const paymentMails = async () =>
      (
        await ctx.handle.db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', customer.email)
          .where('kind', '=', 'booking-payment')
          .execute()
      ).length;
    const mailsBefore = await paymentMails();
    const booking = await booked({ address: 'Ballupur Chowk, Dehradun 248006' }, 'advance');
    const order = await api<PaymentOrder>(
      'POST',
      `/api/bookings/${booking._id}/payment-order`,
      undefined,
      bearer(customer.token),
    );
    expect(order.status).toBe(200);
    const { orderId, amount } = order.body.data;
    expect(amount).toBe(booking.bookingInfo.payableAmount);
    // The sandbox's checkout: UPI, success, its signed webhooks sent twice.
    const paid = await api<never>('POST', '/sandbox/razorpay/checkout/pay', {
      order_id: orderId,
      method: 'upi',
      outcome: 'success',
      webhooks: 'duplicate',
    });
    expect(paid.status).toBe(200);
    const handBack = paid.body as unknown as Record<string, string>;
    const invoicesNow = async () =>
      ctx.handle.db.selectFrom('invoices').selectAll().where('booking_id', '=', booking._id).execute();
    expect(await until(async () => (await invoicesNow()).length > 0)).toBe(true);
    // The customer's hand-back of the same payment, after the webhooks: already recorded.
    const returned = await api<PaymentReturnResult>(
      'POST',
      `/api/bookings/${booking._id}/payment-return`,
      handBack,
      bearer(customer.token),
    );
    expect(returned.status).toBe(200);
    expect(returned.body.data.outcome).toBe('already-recorded');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const rows = await invoicesNow();
    expect(rows).toHaveLength(1);
    const payments = await ctx.handle.db
      .selectFrom('payments')
      .select(['id', 'amount', 'provider_payment_id'])
      .where('booking_id', '=', booking._id)
      .execute();
    expect(payments).toEqual([
      { id: rows[0]!.payment_id, amount, provider_payment_id: handBack.razorpay_payment_id },
    ]);
    const [invoice] = await invoicesOf(booking._id);
    expect(invoice).toMatchObject({
      paymentId: payments[0]!.id,
      amount,
      placeOfSupply: { state: 'Uttarakhand', code: '05' },
      igst: 0,
    });
    expect(invoice!.taxableValue + invoice!.cgst + invoice!.sgst).toBe(amount);
    expect(invoice!.number).toMatch(/^TH\/\d{4}-\d{2}\/\d{6}$/);
    const text = await pdfOf(invoice!);
    expect(text).toContain('CGST @ 2.5%');
    expect(text).toContain(
      `Total (amount received) INR ${(amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    // One payment mail, as for a payment staff record by hand.
    expect((await paymentMails()) - mailsBefore).toBe(1);
  });
});
