// The back office's Collections screen (mfe-booking, the production build, Debian's Chromium): a booking paid
// in cash at the office and one paid by UPI then cancelled by the operator (its refund paid back by hand); the
// month of their departure shows the totals the API answers, per month and per departure (each departure a link
// to its manifest) at 1280 px, scrolls sideways inside its box at 390 px, and "Export CSV" downloads a file that
// reads back to the same numbers.
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import {
  COLLECTIONS_CSV_COLUMNS,
  COLLECTIONS_TOTAL_LABEL,
  type Booking,
  type Collections,
  type PackageDetail,
  type Reconciliation,
  type StaffSession,
} from '@trippy/contracts';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { ownerSession, useStaffSession } from '../harness/operator';
import { advanceAllowed, indiaDatePlus, travellersFor } from '../harness/travellers';

const SLUG = 'valley-of-flowers-trek';
const stamp = `${Date.now()}`.slice(-8);
const customer = uniqueCustomer();

/** An amount as the back office shows it (domain formatRupees): ₹5,774.48, ₹5,774.00. */
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

let origin: string;
let session: StaffSession;
let customerToken = '';
let owner: BrowserContext;
let page: Page;
let pkg: PackageDetail;
let cash: Booking;
let month = '';

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token = session.token,
): Promise<{ status: number; data: T; message?: string }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { data: T; message?: string };
  return { status: response.status, data: json.data, ...(json.message ? { message: json.message } : {}) };
}

/** Books one seat with the advance on the package's first batch more than 16 days away. */
async function book(fullName: string): Promise<Booking> {
  const batch = pkg.batches.find((b) => b.seatsLeft >= 1 && advanceAllowed(b));
  if (!batch) throw new Error('no batch with a seat more than 16 days away');
  const made = await call<Booking>(
    'POST',
    '/api/bookings',
    {
      packageId: pkg._id,
      batchId: batch._id,
      numberOfSeats: 1,
      paymentType: 'advance',
      addonIds: [],
      customerDetails: {
        fullName,
        email: customer.email,
        phone: customer.phone,
        address: '12 Rajpur Road, Dehradun 248001',
        emergencyContact: '9811122233',
        emergencyName: 'Ravi Bisht',
      },
      travellers: travellersFor(1, customer.phone),
    },
    customerToken,
  );
  if (made.status !== 201) throw new Error(`POST /api/bookings answered ${made.status}: ${made.message}`);
  return made.data;
}

async function pay(booking: Booking, method: 'cash' | 'upi'): Promise<void> {
  const recorded = await call('POST', `/api/operator/bookings/${booking._id}/payments`, {
    kind: 'advance',
    amount: booking.bookingInfo.payableAmount,
    method,
    reference: `Receipt ${stamp}`,
    receivedOn: indiaDatePlus(0),
  });
  expect(recorded.status).toBe(201);
}

/** A minimal RFC 4180 reader (the BOM checked and removed first). */
function parseCsv(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') cell += body[i++];
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

const collectionsQuery = (view: 'month' | 'departure') =>
  `groupBy=${view}&from=${month}&to=${month}&packageId=${pkg._id}`;
const pageAddress = (view: 'month' | 'departure') =>
  `${origin}/operator/collections?${view === 'departure' ? 'view=departure&' : ''}from=${month}&to=${month}&package=${pkg._id}`;

async function expectTotals(tab: Page, totals: Collections['totals']): Promise<void> {
  const row = tab.getByTestId('collections-totals');
  await row.waitFor();
  expect(await row.getByTestId('total-received').textContent()).toBe(rupees(totals.received.total));
  expect(await row.getByTestId('total-refunded').textContent()).toBe(rupees(totals.refunded));
  expect(await row.getByTestId('total-net').textContent()).toBe(rupees(totals.net));
  expect(await row.getByTestId('total-due').textContent()).toBe(rupees(totals.due));
  expect(await row.getByTestId('total-overdue').textContent()).toBe(rupees(totals.overdue));
  expect(await row.getByTestId('total-bookings').textContent()).toBe(String(totals.bookings));
}

async function noHorizontalOverflow(tab: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await tab.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

beforeAll(async () => {
  origin = site().origin;
  customerToken = (await registerVerified(customer)).token;
  session = await ownerSession();
  pkg = await getPackage(SLUG);

  cash = await book(`Gita Bisht ${stamp}`);
  await pay(cash, 'cash');
  month = cash.batchDetails.startDate.slice(0, 7);
  const refunded = await book(`Mohan Bisht ${stamp}`);
  await pay(refunded, 'upi');
  const cancelled = await call('POST', `/api/operator/bookings/${refunded._id}/cancel`, {
    reason: 'operator',
    note: 'Road closed at Govindghat',
  });
  expect(cancelled.status).toBe(200);
  const day = await call<Reconciliation>('GET', '/api/operator/payments/reconciliation');
  const toPay = day.data.refunds.toPayByHand.find((refund) => refund.bookingId === refunded._id);
  if (!toPay) throw new Error('the UPI recorded by hand is not a refund to pay by hand');
  expect(
    (await call('POST', `/api/operator/refunds/${toPay._id}/paid`, { reference: `UTR ${stamp}` })).status,
  ).toBe(200);

  owner = await openBrowser(DESKTOP);
  await useStaffSession(owner, session);
  page = await newPage(owner);
}, 120_000);
afterAll(async () => {
  await owner?.close();
});

describe('Collections in the back office', () => {
  test('desktop: the header leads to it; the month’s totals are the API’s', async () => {
    await page.goto(`${origin}/operator`);
    await page.getByTestId('operator-header').getByRole('link', { name: 'Collections' }).click();
    await page.waitForURL('**/operator/collections');
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();

    await page.goto(pageAddress('month'));
    const answer = await call<Collections>('GET', `/api/operator/collections?${collectionsQuery('month')}`);
    expect(answer.status).toBe(200);
    const { totals } = answer.data;
    // The cash booking's advance and the UPI one; the UPI paid back by hand.
    expect(totals.received.byMethod.cash).toBeGreaterThanOrEqual(cash.bookingInfo.payableAmount);
    expect(totals.refunded).toBeGreaterThan(0);
    expect(totals.net).toBe(totals.received.total - totals.refunded);
    const table = page.getByRole('table', { name: 'Collections per month of departure' });
    await table.waitFor();
    await expectTotals(page, totals);
    await screenshot(page, 'operator-collections-month-desktop');
  });

  test('per departure: a row per departure linking to its manifest, the same totals', async () => {
    await page.goto(pageAddress('month'));
    await page.getByRole('link', { name: 'Per departure' }).click();
    const table = page.getByRole('table', { name: 'Collections per departure' });
    await table.waitFor();
    const answer = await call<Collections>(
      'GET',
      `/api/operator/collections?${collectionsQuery('departure')}`,
    );
    await expectTotals(page, answer.data.totals);
    const link = table.locator(`a[href="/operator/departures/${cash.batchDetails.batchId}"]`);
    await link.waitFor();
    expect(await link.getAttribute('aria-label')).toMatch(new RegExp(`^Manifest of ${pkg.name}, `));
    await screenshot(page, 'operator-collections-departure-desktop');
  });

  test('Export CSV: the file reads back to the numbers on the screen', async () => {
    await page.goto(pageAddress('departure'));
    await page.getByTestId('collections-totals').waitFor();
    const answer = await call<Collections>(
      'GET',
      `/api/operator/collections?${collectionsQuery('departure')}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^collections-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const [header, ...rows] = parseCsv(fs.readFileSync(file!, 'utf8'));
    expect(header).toEqual([...COLLECTIONS_CSV_COLUMNS]);
    expect(rows).toHaveLength(answer.data.rows.length + 1);
    const cell = (row: string[], name: string) => row[COLLECTIONS_CSV_COLUMNS.indexOf(name)] ?? '';
    const paise = (row: string[], name: string) => Math.round(Number(cell(row, name)) * 100);
    const totals = rows.at(-1)!;
    expect(cell(totals, 'Month')).toBe(COLLECTIONS_TOTAL_LABEL);
    expect(paise(totals, 'Received (INR)')).toBe(answer.data.totals.received.total);
    expect(paise(totals, 'Refunded (INR)')).toBe(answer.data.totals.refunded);
    expect(paise(totals, 'Net (INR)')).toBe(answer.data.totals.net);
    expect(paise(totals, 'Due (INR)')).toBe(answer.data.totals.due);
    expect(paise(totals, 'Overdue (INR)')).toBe(answer.data.totals.overdue);
    expect(paise(totals, 'Cash (INR)')).toBe(answer.data.totals.received.byMethod.cash);
    const ours = rows.find((row) => cell(row, 'Batch') === cash.batchDetails.batchId);
    expect(ours && cell(ours, 'Package')).toBe(pkg.name);
    // What the screen shows is what the file says.
    expect(await page.getByTestId('total-received').textContent()).toBe(
      rupees(paise(totals, 'Received (INR)')),
    );
  });

  test('phone (390 px): the page fits, the table scrolls sideways in its box', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await useStaffSession(phone, session);
      const small = await newPage(phone);
      await small.goto(pageAddress('departure'));
      await small.getByTestId('collections-totals').waitFor();
      await small.waitForTimeout(300);
      await screenshot(small, 'operator-collections-phone');
      await noHorizontalOverflow(small);
      const box = small.getByRole('region', { name: 'Collections per departure' });
      const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBeGreaterThan(clientWidth);
    } finally {
      await phone.close();
    }
  });
});
