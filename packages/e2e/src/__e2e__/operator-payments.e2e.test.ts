// The back office's Payments screen (mfe-booking, the production build, Debian's Chromium): a booking paid
// online in the local Razorpay sandbox (its webhooks delivered twice), a webhook with a forged signature, and a
// booking paid in cash at the office then cancelled by the operator; the day's page shows each in its section
// with the totals, at a desktop's width and at 390 px (nothing wider than the screen), and "Mark refund paid"
// moves the cash refund from "to pay by hand" to "done".
import crypto from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { Booking, PaymentOrder, Reconciliation, StaffSession } from '@trippy/contracts';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { ownerSession, useStaffSession } from '../harness/operator';
import { advanceAllowed, indiaDatePlus, travellersFor } from '../harness/travellers';

const SLUG = 'valley-of-flowers-trek';
const stamp = `${Date.now()}`.slice(-8);
const customer = uniqueCustomer();
const onlineName = `Gita Bisht ${stamp}`;
const cashName = `Mohan Bisht ${stamp}`;
const forgedEventId = `evt_forged_${stamp}`;

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
let online: Booking;
let cash: Booking;
let paymentId = '';

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: T; message?: string }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { data: T; message?: string };
  return { status: response.status, data: json.data, ...(json.message ? { message: json.message } : {}) };
}
const asCustomer = () => ({ authorization: `Bearer ${customerToken}` });
const asOwner = () => ({ authorization: `Bearer ${session.token}` });

async function book(fullName: string): Promise<Booking> {
  const pkg = await getPackage(SLUG);
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
    asCustomer(),
  );
  if (made.status !== 201) throw new Error(`POST /api/bookings answered ${made.status}: ${made.message}`);
  return made.data;
}

async function until(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function noHorizontalOverflow(tab: Page): Promise<void> {
  const [scrollWidth, innerWidth, wide] = await tab.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  ]);
  expect(scrollWidth > (innerWidth as number) ? wide : []).toEqual([]);
}

beforeAll(async () => {
  origin = site().origin;
  customerToken = (await registerVerified(customer)).token;
  session = await ownerSession();

  // Paid online by UPI in the sandbox; the sandbox sends each webhook twice with one event id.
  online = await book(onlineName);
  const order = await call<PaymentOrder>(
    'POST',
    `/api/bookings/${online._id}/payment-order`,
    undefined,
    asCustomer(),
  );
  expect(order.status).toBe(200);
  const paid = await call<never>('POST', '/sandbox/razorpay/checkout/pay', {
    order_id: order.data.orderId,
    method: 'upi',
    outcome: 'success',
    webhooks: 'duplicate',
  });
  expect(paid.status).toBe(200);
  await until(async () => {
    const day = await call<Reconciliation>(
      'GET',
      '/api/operator/payments/reconciliation',
      undefined,
      asOwner(),
    );
    const mine = day.data.payments.find((one) => one.bookingId === online._id);
    paymentId = mine?.providerPaymentId ?? '';
    return (
      !!mine &&
      day.data.webhooks.events.some((event) => event.providerPaymentId === paymentId && event.duplicates > 0)
    );
  }, 'the online payment and its redelivered webhook');

  // A webhook whose signature is not the site's: refused, recorded without its body.
  const forgedBody = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} });
  const forged = await call('POST', '/api/payments/razorpay/webhook', forgedBody, {
    'x-razorpay-signature': crypto.createHmac('sha256', 'not-the-secret').update(forgedBody).digest('hex'),
    'x-razorpay-event-id': forgedEventId,
  });
  expect(forged.status).toBe(400);

  // Paid in cash at the office, then cancelled by the operator: a refund for staff to pay by hand.
  cash = await book(cashName);
  const recorded = await call(
    'POST',
    `/api/operator/bookings/${cash._id}/payments`,
    {
      kind: 'advance',
      amount: cash.bookingInfo.payableAmount,
      method: 'cash',
      reference: `Receipt ${stamp}`,
      receivedOn: indiaDatePlus(0),
    },
    asOwner(),
  );
  expect(recorded.status).toBe(201);
  const cancelled = await call(
    'POST',
    `/api/operator/bookings/${cash._id}/cancel`,
    { reason: 'operator', note: 'Road closed at Govindghat' },
    asOwner(),
  );
  expect(cancelled.status).toBe(200);

  owner = await openBrowser(DESKTOP);
  await useStaffSession(owner, session);
  page = await newPage(owner);
}, 120_000);
afterAll(async () => {
  await owner?.close();
});

describe('Payments in the back office', () => {
  test('desktop: each payment, webhook and refund in its section, with the day’s totals', async () => {
    await page.goto(`${origin}/operator`);
    await page.getByTestId('operator-header').getByRole('link', { name: 'Payments' }).click();
    await page.waitForURL('**/operator/payments');
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    const totals = page.getByRole('region', { name: 'Collected today' });
    await totals.waitFor();
    const day = await call<Reconciliation>(
      'GET',
      '/api/operator/payments/reconciliation',
      undefined,
      asOwner(),
    );
    expect(await totals.getByTestId('collected-total').textContent()).toBe(
      rupees(day.data.totals.collected.total),
    );
    expect(await totals.getByTestId('collected-online').textContent()).toBe(
      rupees(day.data.totals.collected.online),
    );
    expect(day.data.totals.collected.online).toBeGreaterThanOrEqual(online.bookingInfo.payableAmount);
    expect(day.data.totals.collected.byHand).toBeGreaterThanOrEqual(cash.bookingInfo.payableAmount);

    const received = page.getByRole('region', { name: /^Payments received/ });
    const onlineRow = received.getByTestId('payment-row').filter({ hasText: onlineName });
    await onlineRow.getByText(paymentId, { exact: true }).waitFor();
    await onlineRow.getByText(new RegExp(`^${online.reference} · `)).waitFor();
    await onlineRow.getByText('Online', { exact: true }).waitFor();
    await onlineRow.getByText(rupees(online.bookingInfo.payableAmount), { exact: true }).waitFor();
    const cashRow = received.getByTestId('payment-row').filter({ hasText: cashName });
    await cashRow.getByText(`Receipt ${stamp}`).waitFor();
    await cashRow.getByText('By hand', { exact: true }).waitFor();

    const webhooks = page.getByRole('region', { name: /^Webhooks/ });
    await webhooks
      .getByText(/Sent again \d+×, ignored/)
      .first()
      .waitFor();
    await webhooks
      .getByTestId('webhook-refused')
      .filter({ hasText: forgedEventId })
      .getByText('Signature does not match')
      .waitFor();

    const toPay = page.getByRole('region', { name: /^Refunds to pay by hand/ });
    const refund = toPay.getByTestId('refund-to-pay').filter({ hasText: cashName });
    await refund.getByText(rupees(cash.bookingInfo.payableAmount), { exact: true }).waitFor();
    await refund.getByText(cash.reference, { exact: true }).waitFor();
    await screenshot(page, 'operator-payments-desktop');
  });

  test('phone (390 px): the same page, nothing wider than the screen', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await useStaffSession(phone, session);
      const small = await newPage(phone);
      await small.goto(`${origin}/operator/payments`);
      await small.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      await small
        .getByRole('region', { name: /^Refunds to pay by hand/ })
        .getByTestId('refund-to-pay')
        .filter({ hasText: cashName })
        .waitFor();
      await small.waitForTimeout(300);
      await screenshot(small, 'operator-payments-phone');
      await noHorizontalOverflow(small);
      // The action's form fits too.
      await small.getByRole('button', { name: new RegExp(`^Mark refund paid: .* to ${cashName}`) }).click();
      await small.getByLabel('How was it paid?').waitFor();
      await screenshot(small, 'operator-payments-mark-paid-phone');
      await noHorizontalOverflow(small);
    } finally {
      await phone.close();
    }
  });

  test('Mark refund paid: the cash refund moves to done, with how it was paid', async () => {
    const amount = rupees(cash.bookingInfo.payableAmount);
    const toPay = page.getByRole('region', { name: /^Refunds to pay by hand/ });
    const refund = toPay.getByTestId('refund-to-pay').filter({ hasText: cashName });
    await refund.getByRole('button', { name: `Mark refund paid: ${amount} to ${cashName}` }).click();
    // Nothing said: refused before anything is sent.
    await refund.getByRole('button', { name: `Paid ${amount}` }).click();
    await refund.getByText(/Say how it was paid/).waitFor();
    await refund.getByLabel('How was it paid?').fill(`NEFT UTR ${stamp}`);
    await refund.getByRole('button', { name: `Paid ${amount}` }).click();
    await page.getByText(`Refund of ${amount} to ${cashName} marked paid`).waitFor();
    await refund.waitFor({ state: 'detached' });
    const done = page.getByRole('region', { name: /^Refunds done/ });
    await done.getByRole('row').filter({ hasText: cashName }).getByText(`NEFT UTR ${stamp}`).waitFor();
    await screenshot(page, 'operator-payments-marked-desktop');
  });
});
