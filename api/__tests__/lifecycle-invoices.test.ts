import {
  SELLER,
  financialYear,
  rupeesInWords,
  sellerLines,
  todayInIndia,
  toDateOnly,
  addDays,
} from '@trippy/domain';
import type { Booking, Invoice, PackageDetail } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { travellersFor } from './helpers/travellers';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { pdfText } from './helpers/pdf-text';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { newId } from '../src/db/ids';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf';
import { findOwnInvoice } from '../src/modules/invoices/invoices.repository';

describe.each(DB_KINDS)('GST invoices on %s', (kind) => {
  let ctx: TestContext;
  let pkg: PackageDetail;
  let staff: TestStaff;
  let owner: TestCustomer;
  let other: TestCustomer;
  let batchId: string;

  const book = async (address: string, who = owner): Promise<Booking> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(who.token),
      payload: {
        packageId: pkg._id,
        batchId,
        numberOfSeats: 1,
        paymentType: 'full',
        addonIds: [],
        travellers: travellersFor(1),
        customerDetails: {
          fullName: 'Ananya Joshi',
          email: 'ananya@example.in',
          phone: '9812345678',
          address,
          emergencyContact: '9898989898',
          emergencyName: 'Ravi Joshi',
        },
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<{ data: Booking }>().data;
  };
  const pay = (bookingId: string, amount: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${bookingId}/payments`,
      headers: bearer(staff.token),
      payload: { kind: 'advance', amount, method: 'upi', receivedOn: toDateOnly() },
    });
  const invoicesOf = (bookingId: string, who = owner) =>
    ctx.app.inject({ url: `/api/bookings/${bookingId}/invoices`, headers: bearer(who.token) });

  beforeAll(async () => {
    ctx = await createTestApp(kind, { INVOICE_PREFIX: 'TH' });
    pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    batchId = newId();
    const start = addDays(toDateOnly(), 40);
    await ctx.app.db
      .insertInto('batches')
      .values({
        id: batchId,
        package_id: pkg._id,
        start_date: start,
        end_date: addDays(start, 5),
        total_seats: 60,
        seats_left: 60,
      })
      .execute();
    staff = await createStaffToken(ctx.app, 'staff');
    owner = await registerAndLogin(ctx.app);
    other = await registerAndLogin(ctx.app);
  });
  afterAll(() => ctx.close());

  it('issues one invoice per payment: numbered, GST split, listed for its customer only', async () => {
    const booking = await book('Rajpur Road, Dehradun, Uttarakhand 248001');
    expect((await pay(booking._id, 1_050_000)).statusCode).toBe(201);
    expect((await pay(booking._id, 105_001)).statusCode).toBe(201);
    const res = await invoicesOf(booking._id);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Invoice[]; page: { total: number } }>();
    expect(body.page).toEqual({ page: 1, pageSize: 20, total: 2 });
    const year = financialYear(todayInIndia());
    const [first, second] = body.data;
    expect(first).toMatchObject({
      bookingId: booking._id,
      issuedOn: todayInIndia(),
      taxableValue: 1_000_000,
      cgst: 25_000,
      sgst: 25_000,
      igst: 0,
      placeOfSupply: { state: 'Uttarakhand', code: '05' },
      amount: 1_050_000,
      amountInWords: 'Rupees Ten Thousand Five Hundred Only',
      pdfUrl: `/api/invoices/${first?._id}/pdf`,
    });
    expect(first?.number).toMatch(new RegExp(`^TH/${year}/\\d{6}$`));
    const seq = (invoice?: Invoice) => Number(invoice?.number.slice(-6));
    expect(seq(second)).toBe(seq(first) + 1);
    expect(second!.taxableValue + second!.cgst + second!.sgst + second!.igst).toBe(105_001);

    const outside = await book('Andheri East, Mumbai, Maharashtra 400069');
    await pay(outside._id, 210_000);
    const [igst] = (await invoicesOf(outside._id)).json<{ data: Invoice[] }>().data;
    expect(igst).toMatchObject({
      taxableValue: 200_000,
      cgst: 0,
      sgst: 0,
      igst: 10_000,
      placeOfSupply: { state: 'Maharashtra', code: '27' },
    });

    expect((await invoicesOf(booking._id, other)).statusCode).toBe(404);
    expect((await invoicesOf(newId())).statusCode).toBe(404);
  });

  it('numbers stay unique and gapless when payments are recorded at the same time', async () => {
    const bookings = await Promise.all(Array.from({ length: 8 }, () => book('Haridwar, Uttarakhand')));
    // Two payments on each booking at once, plus one refused (above what is left): no number is lost to it.
    const results = await Promise.all(
      bookings.flatMap((booking) => [
        pay(booking._id, 100_000),
        pay(booking._id, 100_000),
        pay(booking._id, booking.bookingInfo.total * 2),
      ]),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(16);
    const rows = await ctx.app.db
      .selectFrom('invoices')
      .select(['number', 'sequence', 'financial_year'])
      .orderBy('sequence')
      .execute();
    const sequences = rows.map((row) => row.sequence);
    expect(sequences).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    const counter = await ctx.app.db
      .selectFrom('invoice_counters')
      .select('last_number')
      .where('financial_year', '=', financialYear(todayInIndia()))
      .executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(rows.length);
  });

  it('serves the PDF to its customer only, with the number, SAC, GSTIN and the amount in words', async () => {
    const booking = await book('Tapovan, Rishikesh 249192');
    await pay(booking._id, 1_234_567);
    const [invoice] = (await invoicesOf(booking._id)).json<{ data: Invoice[] }>().data;
    const url = `/api/invoices/${invoice!._id}/pdf`;
    const res = await ctx.app.inject({ url, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice!.number.replace(/\//g, '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ctx.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url, headers: bearer(staff.token) })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: `/api/invoices/${newId()}/pdf`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(404);

    const row = await findOwnInvoice(ctx.app.db, owner.id, invoice!._id);
    const text = pdfText(await renderInvoicePdf(row!, SELLER, { compress: false }));
    expect(text).toContain('TAX INVOICE');
    // The reference a person reads out, not the internal id.
    expect(text).toMatch(/Booking reference: TH-\d{2}-\d{5}/);
    expect(text).toContain(invoice!.number);
    expect(text).toContain('SAC: 998555');
    expect(text).toContain(`GSTIN: ${SELLER.gstin}`);
    for (const line of sellerLines()) expect(text).toContain(line);
    expect(text).toContain('Place of supply: Uttarakhand (05), intra-state: CGST + SGST');
    expect(text).toContain('Ananya Joshi');
    expect(text).toContain('CGST @ 2.5%');
    expect(text).toContain('INR 12,345.67');
    expect(rupeesInWords(1_234_567)).toBe(
      'Rupees Twelve Thousand Three Hundred Forty-Five and Sixty-Seven Paise Only',
    );
    expect(text).toContain(`Amount in words: ${rupeesInWords(1_234_567)}`);
    // No identity number on an invoice.
    expect(text).not.toMatch(/2345 ?6789/);
  });
});
