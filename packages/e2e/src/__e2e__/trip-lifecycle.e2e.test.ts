import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type {
  BatchChangeOptions,
  Booking,
  Invoice,
  OperatorBatch,
  PackageDetail,
  WaitlistEntry,
} from '@trippy/contracts';
// The domain's own formatting (read from source, as honest-prices does: one definition of a rupee).
import { formatRupees } from '../../../domain/src/format';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { SCREENSHOT_DIR } from '../harness/paths';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { pdfText } from '../harness/pdf';
import { ownerSession } from '../harness/operator';
import { fillTravellers, indiaDatePlus } from '../harness/travellers';

// Issue #15 in the browser: customer A books 2 seats with travellers (advance), sees the money and masked
// travellers in My Bookings, edits a traveller, changes batch (difference first), gets an invoice for the
// payment the owner records; the batch A moved to is then full, customer B joins its waitlist, A cancels,
// B's open page hears of the offer and B books the held seats. Demo data stays as it was: the two
// departures used are created here (far beyond the seed's dates) and closed at the end.
const SLUG = 'tungnath-chandrashila-trek';

type Customer = ReturnType<typeof uniqueCustomer> & { token: string };

const TRIP_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** As @trippy/ui shows a trip date: "12 May 2026". */
const tripDate = (dateOnly: string) => TRIP_DATE.format(new Date(`${dateOnly.slice(0, 10)}T00:00:00Z`));

async function api<T>(
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; data: T; message?: string }> {
  const response = await fetch(`${site().origin}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { data: T; message?: string };
  return { status: response.status, data: json.data, message: json.message };
}

async function registerCustomer(): Promise<Customer> {
  const customer = uniqueCustomer();
  return { ...customer, token: (await registerVerified(customer)).token };
}

async function loginThroughUi(page: Page, customer: Customer): Promise<void> {
  await page.goto(`${site().origin}/login`);
  await page.getByLabel('Email or phone').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/profile');
}

async function fillPersonalDetails(page: Page): Promise<void> {
  await page.getByLabel('Address').fill('12 Rajpur Road, Dehradun');
  await page.getByLabel('Emergency Contact', { exact: true }).fill('9811122233');
  await page.getByLabel('Emergency Contact Name').fill('Ravi Rawat');
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width!);
}

/** The page at 1280 and 390 px (no sideways overflow on the phone), back to 1280. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await noHorizontalOverflow(page);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** One element at 1280 and 390 px (packages/e2e/screenshots). */
async function shootElement(page: Page, target: Locator, name: string): Promise<void> {
  for (const [size, label] of [
    [DESKTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    if (label === '390') await noHorizontalOverflow(page);
    await target.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${label}-page`);
    await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

async function myBooking(customer: Customer, id: string): Promise<Booking> {
  const mine = await api<Booking[]>('GET', '/api/bookings', customer.token);
  const found = mine.data.find((b) => b._id === id);
  if (!found) throw new Error(`booking ${id} not in GET /api/bookings`);
  return found;
}

let ownerToken = '';
let pkg: PackageDetail;
let first: OperatorBatch; // A books here
let small: OperatorBatch; // 2 seats: A moves here, which fills it
const created: string[] = [];
let a: Customer;
let b: Customer;
let contextA: BrowserContext;
let contextB: BrowserContext;
/** Settles once B's page has opened its realtime socket. */
let bSocket: Promise<void> = Promise.resolve();
let pageA: Page;
let pageB: Page;
let booking: Booking;

async function addBatch(daysAway: number, totalSeats: number): Promise<OperatorBatch> {
  const made = await api<OperatorBatch>('POST', `/api/operator/packages/${pkg._id}/batches`, ownerToken, {
    startDate: indiaDatePlus(daysAway),
    endDate: indiaDatePlus(daysAway + 3),
    totalSeats,
  });
  if (made.status !== 201) throw new Error(`adding a batch answered ${made.status}: ${made.message}`);
  created.push(made.data._id);
  return made.data;
}

beforeAll(async () => {
  ownerToken = (await ownerSession()).token;
  pkg = await getPackage(SLUG);
  // Beyond every seed departure (those are at most about 2 months away), so other tests never pick them.
  first = await addBatch(150, 10);
  small = await addBatch(165, 2);
  [a, b] = await Promise.all([registerCustomer(), registerCustomer()]);
  [contextA, contextB] = await Promise.all([openBrowser(DESKTOP), openBrowser(DESKTOP)]);
  [pageA, pageB] = await Promise.all([newPage(contextA), newPage(contextB)]);
});

afterAll(async () => {
  // Closed departures are hidden from the public site and take no booking: the demo catalogue is as before.
  for (const id of created)
    expect((await api('PATCH', `/api/operator/batches/${id}`, ownerToken, { closed: true })).status).toBe(
      200,
    );
  await Promise.all([contextA?.close(), contextB?.close()]);
});

describe('the whole life of a trip', () => {
  test('A books 2 seats with travellers on a departure 150 days away, paying the 25% advance', async () => {
    await loginThroughUi(pageA, a);
    await pageA.goto(`${site().origin}/booking/${pkg._id}`);
    await pageA.getByLabel('Departure date').selectOption(first._id);
    await pageA.getByLabel('Travellers').fill('2');
    await pageA.getByRole('radio', { name: /Pay 25% advance now, 75% by \d+ \w+ \d{4}/ }).check();
    await pageA.getByRole('button', { name: 'Continue' }).click();
    await pageA.waitForURL('**/booking-confirmation');
    await fillPersonalDetails(pageA);
    const lead = pageA.getByTestId('traveller').first();
    expect(await lead.getByLabel('Name as on ID').inputValue()).toBe(`${a.firstName} ${a.lastName}`);
    expect(await lead.getByLabel('Mobile (lead traveller)').inputValue()).toBe(a.phone);
    await fillTravellers(pageA, 2);
    await shoot(pageA, 'lifecycle-confirmation-travellers');
    await shootElement(
      pageA,
      pageA.getByTestId('traveller').first(),
      'lifecycle-confirmation-lead-traveller',
    );
    await pageA.getByRole('button', { name: 'Confirm Booking' }).click();
    await pageA.waitForURL(/\/booking-success\?id=[0-9a-f]{24}$/);
    const id = new URL(pageA.url()).searchParams.get('id')!;
    booking = await myBooking(a, id);
    expect(booking.bookingInfo).toMatchObject({ numberOfSeats: 2, paymentType: 'advance' });
    expect(booking.batchDetails.startDate.slice(0, 10)).toBe(first.startDate);
    expect(booking.travellers.map((t) => t.idNumberMasked)).toEqual(['XXXX XXXX 1234', 'XXXX4321']);
  });

  test('My Bookings: paid, due now, the balance with its due date, travellers masked', async () => {
    await pageA.goto(`${site().origin}/profile`);
    const card = pageA.locator(`[data-testid="my-booking"][data-booking-id="${booking._id}"]`);
    await card.waitFor();
    const { payment, bookingInfo } = booking;
    expect(payment.amountPaid).toBe(0);
    expect(payment.dueNow).toBe(bookingInfo.payableAmount);
    expect(payment.balanceDueDate).toBe(indiaDatePlus(150 - 15));
    expect(await card.getByTestId('paid').textContent()).toBe(formatRupees(0));
    expect(await card.getByTestId('due-now').textContent()).toBe(formatRupees(bookingInfo.payableAmount));
    expect(await card.getByTestId('balance').textContent()).toBe(
      `${formatRupees(payment.balance - payment.dueNow)} due by ${tripDate(payment.balanceDueDate!)}`,
    );
    const travellers = card.getByTestId('travellers');
    await travellers.getByText(`${a.firstName} ${a.lastName} (lead)`).waitFor();
    await travellers.getByText('Ravi Negi', { exact: true }).waitFor();
    expect(await travellers.textContent()).toContain('Aadhaar XXXX XXXX 1234');
    expect(await travellers.textContent()).toContain('Passport XXXX4321');
    // The full numbers never reach the page.
    expect(await pageA.content()).not.toContain('234567891234');
    expect(await pageA.content()).not.toContain('M7654321');
  });

  test('editing a traveller: numbers typed again, the new name saved and shown', async () => {
    const card = pageA.locator(`[data-testid="my-booking"][data-booking-id="${booking._id}"]`);
    await card.getByRole('button', { name: 'Edit travellers' }).click();
    const form = card.getByRole('form', { name: 'Edit travellers' });
    const fieldsets = form.getByTestId('traveller');
    expect(await fieldsets.nth(1).getByLabel('Name as on ID').inputValue()).toBe('Ravi Negi');
    // Masked numbers are never prefilled: saving without them names what is missing.
    await form.getByRole('button', { name: 'Save travellers' }).click();
    await form
      .getByRole('alert', { name: 'Check the travellers' })
      .getByText(/Traveller 1: enter/)
      .waitFor();
    await fieldsets.nth(0).getByLabel('ID number').fill('2345 6789 1234');
    await fieldsets.nth(1).getByLabel('Name as on ID').fill('Ravi Singh Negi');
    await fieldsets.nth(1).getByLabel('ID number').fill('M7654321');
    await form.getByRole('button', { name: 'Save travellers' }).click();
    await pageA.getByText('Travellers saved').waitFor();
    await form.waitFor({ state: 'detached' });
    await card.getByTestId('travellers').getByText('Ravi Singh Negi', { exact: true }).waitFor();
    expect((await myBooking(a, booking._id)).travellers[1]).toMatchObject({
      fullName: 'Ravi Singh Negi',
      idNumberMasked: 'XXXX4321',
    });
  });

  test('change batch: the difference shown before confirming, then the new dates', async () => {
    const card = pageA.locator(`[data-testid="my-booking"][data-booking-id="${booking._id}"]`);
    const options = await api<BatchChangeOptions>(
      'GET',
      `/api/bookings/${booking._id}/batch-change-options`,
      a.token,
    );
    expect(options.data.allowed).toBe(true);
    const target = options.data.options.find((o) => o.batchId === small._id)!;
    expect(target).toBeDefined();
    await card.getByRole('button', { name: 'Change batch' }).click();
    const panel = card.getByTestId('change-batch');
    const option = panel
      .getByTestId('batch-option')
      .filter({ hasText: `${tripDate(target.startDate)} – ${tripDate(target.endDate)}` });
    await option.waitFor();
    const difference =
      target.difference > 0
        ? `+${formatRupees(target.difference)} to pay`
        : target.difference < 0
          ? `${formatRupees(-target.difference)} back to you`
          : 'Same price';
    expect(await option.textContent()).toContain(formatRupees(target.newTotal));
    expect(await option.textContent()).toContain(difference);
    await option.getByRole('radio').check();
    const confirm = panel.getByTestId('change-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      `new total ${formatRupees(target.newTotal)} (${difference}`,
    );
    // Nothing moved before the customer confirms.
    expect((await myBooking(a, booking._id)).batchDetails.startDate.slice(0, 10)).toBe(first.startDate);
    await shootElement(pageA, panel, 'lifecycle-change-batch');
    await confirm.getByRole('button', { name: 'Confirm change' }).click();
    await panel.waitFor({ state: 'detached' });
    const newDates = `${tripDate(small.startDate)} – ${tripDate(small.endDate)}`;
    await card.getByText(newDates, { exact: false }).first().waitFor();
    booking = await myBooking(a, booking._id);
    expect(booking.batchDetails.startDate.slice(0, 10)).toBe(small.startDate);
    expect((await getPackage(SLUG)).batches.find((x) => x._id === small._id)?.seatsLeft).toBe(0);
  });

  test('the owner records the advance; A sees it paid and downloads the GST invoice as a PDF', async () => {
    const paid = await api('POST', `/api/operator/bookings/${booking._id}/payments`, ownerToken, {
      kind: 'advance',
      amount: booking.bookingInfo.payableAmount,
      method: 'upi',
      reference: 'UPI-E2E-LIFECYCLE',
      receivedOn: indiaDatePlus(0),
    });
    expect(paid.status).toBe(201);
    const invoices = await api<Invoice[]>('GET', `/api/bookings/${booking._id}/invoices`, a.token);
    expect(invoices.data).toHaveLength(1);
    const invoice = invoices.data[0]!;

    await pageA.reload();
    const card = pageA.locator(`[data-testid="my-booking"][data-booking-id="${booking._id}"]`);
    await card.waitFor();
    booking = await myBooking(a, booking._id);
    expect(booking.payment).toMatchObject({ amountPaid: booking.bookingInfo.payableAmount, dueNow: 0 });
    expect(await card.getByTestId('paid').textContent()).toBe(
      formatRupees(booking.bookingInfo.payableAmount),
    );
    expect(await card.getByTestId('due-now').count()).toBe(0);
    expect(await card.getByTestId('balance').textContent()).toBe(
      `${formatRupees(booking.payment.balance)} due by ${tripDate(booking.payment.balanceDueDate!)}`,
    );

    await card.getByRole('button', { name: 'Invoices' }).click();
    const list = card.getByTestId('invoices');
    await list.getByText(invoice.number, { exact: true }).waitFor();
    await shoot(pageA, 'lifecycle-my-bookings');
    await shootElement(pageA, card, 'lifecycle-my-booking-card');
    const [download] = await Promise.all([
      pageA.waitForEvent('download'),
      list.getByRole('button', { name: `Download invoice ${invoice.number} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The invoice's number and amount are on its page (pdfkit compresses the text: inflated to read it).
    const text = pdfText(bytes);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(a.email);
  });

  test('the full batch offers Join the waitlist; B joins', async () => {
    await loginThroughUi(pageB, b);
    // B's realtime socket (the header bell's, loaded at the first interaction): the offer is pushed on it.
    bSocket = pageB.waitForEvent('websocket', { timeout: 30_000 }).then(() => undefined);
    await pageB.goto(`${site().origin}/packages/${SLUG}`);
    const panel = pageB.getByRole('complementary', { name: 'Book this trip' });
    await panel.locator(`input[type="radio"][value="${small._id}"]`).check();
    await panel.getByText('This departure is full.', { exact: false }).waitFor();
    await panel.getByLabel('Travellers').fill('2');
    expect(await panel.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
    const join = pageB.getByRole('button', { name: 'Join the waitlist for 2 seats' });
    await join.and(pageB.locator(':enabled')).waitFor();
    await join.click();
    await panel.getByText(/You are number 1 in line for 2 seats/).waitFor();
    const entries = await api<WaitlistEntry[]>('GET', '/api/waitlist', b.token);
    expect(entries.data.find((e) => e.batchId === small._id)).toMatchObject({ status: 'waiting', seats: 2 });
  });

  test("A cancels; B's open page hears of the offer; My Bookings shows it with Book now", async () => {
    // On a loaded machine B's bell can still be connecting: the offer is pushed once, to open sockets.
    await bSocket;
    // The socket joins its room right after connecting; give it that moment.
    await pageB.waitForTimeout(500);
    const card = pageA.locator(`[data-testid="my-booking"][data-booking-id="${booking._id}"]`);
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByTestId('refund-preview').waitFor();
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await card.getByText('Cancelled', { exact: true }).waitFor();

    // Realtime: B is still on the package page, and hears of it without a reload.
    await pageB
      .getByText(new RegExp(`A place opened up: 2 seats on ${pkg.name}`))
      .first()
      .waitFor({ timeout: 15_000 });
    await pageB.goto(`${site().origin}/profile`);
    const entry = pageB
      .getByTestId('my-waitlist')
      .getByTestId('waitlist-entry')
      .filter({ hasText: pkg.name });
    await entry
      .getByTestId('waitlist-status')
      .getByText(/2 seats are held for you until/)
      .waitFor();
    await entry.getByRole('link', { name: 'Book now' }).waitFor();
    await shootElement(pageB, entry, 'lifecycle-waitlist-offer');
  });

  test('B books the held seats from the offer with travellers', async () => {
    const entry = pageB
      .getByTestId('my-waitlist')
      .getByTestId('waitlist-entry')
      .filter({ hasText: pkg.name });
    await entry.getByRole('link', { name: 'Book now' }).click();
    await pageB.waitForURL(/\/booking\/[0-9a-f]{24}\?offer=[0-9a-f]{24}$/);
    await pageB
      .getByTestId('held-offer')
      .getByText(/2 seats are held for you/)
      .waitFor();
    await pageB.getByRole('button', { name: 'Continue' }).click();
    await pageB.waitForURL('**/booking-confirmation');
    await fillPersonalDetails(pageB);
    await fillTravellers(pageB, 2);
    await pageB.getByRole('button', { name: 'Confirm Booking' }).click();
    await pageB.waitForURL(/\/booking-success\?id=[0-9a-f]{24}$/);
    await pageB.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    const id = new URL(pageB.url()).searchParams.get('id')!;
    const made = await myBooking(b, id);
    expect(made.batchDetails.startDate.slice(0, 10)).toBe(small.startDate);
    expect(made.bookingInfo.numberOfSeats).toBe(2);
    expect(made.travellers).toHaveLength(2);
    const entries = await api<WaitlistEntry[]>('GET', '/api/waitlist', b.token);
    expect(entries.data.find((e) => e.batchId === small._id)?.status).toBe('booked');
    expect((await getPackage(SLUG)).batches.find((x) => x._id === small._id)?.seatsLeft).toBe(0);
  });
});
