// Paying online on a phone, in the local Razorpay sandbox's checkout (the production build, Debian's Chromium):
// the held seats, Pay, UPI, back to the booking's page seen confirmed, then the balance from My Bookings; a
// failed payment leaves the booking held and says so, and a retry pays it; a pending payment confirms live.
import type { BrowserContext, Page } from 'playwright-core';
import type { Booking } from '@trippy/contracts';
import { openBrowser, newPage, screenshot, PHONE } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { bookAdvance } from '../harness/bookings';
import { payInSandbox } from '../harness/sandbox-checkout';

const SLUG = 'valley-of-flowers-trek';

/** An amount as a customer reads it on the site (domain formatRupees): ₹5,774.48, ₹5,774.00. */
const formatRupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

let context: BrowserContext;
let page: Page;
let login: { _id: string; token: string };

async function bookAdvanceSeat(): Promise<Booking> {
  const booker = {
    token: login.token,
    fullName: 'Asha Rawat',
    email: `pay.${login._id}@example.in`,
    phone: '9812345678',
  };
  return (await bookAdvance(await getPackage(SLUG), booker)).booking;
}

const item = (id: string) => page.locator(`[data-testid="my-booking"][data-booking-id="${id}"]`);

beforeAll(async () => {
  login = await registerVerified(uniqueCustomer());
  context = await openBrowser(PHONE);
  await context.addInitScript((session: { _id: string; token: string }) => {
    window.localStorage.setItem('userId', session._id);
    window.localStorage.setItem('token', session.token);
  }, login);
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

describe('paying a booking online', () => {
  test('the held seats, Pay, UPI in the checkout at 390 px, confirmed on the booking page, then the balance', async () => {
    const booking = await bookAdvanceSeat();
    const advance = formatRupees(booking.bookingInfo.payableAmount);
    await page.goto(`${site().origin}/profile`);
    const mine = item(booking._id);
    await mine.getByTestId('booking-state').getByText('Awaiting payment').waitFor();
    await mine.getByText(`Booking reference ${booking.reference}`).waitFor();
    await mine.getByText(/Payment not completed: your seats are held until \d{1,2}:\d{2}/).waitFor();
    expect(await mine.getByTestId('paid').textContent()).toBe('₹0.00');
    await screenshot(page, 'payment-held-phone');
    await mine.getByRole('button', { name: `Pay the advance ${advance} now` }).click();
    await page.waitForURL('**/sandbox/razorpay/checkout?**');
    await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
    expect(await page.getByLabel('UPI').isChecked()).toBe(true);
    await screenshot(page, 'payment-checkout-phone');
    await page.getByRole('button', { name: `Pay ${advance}` }).click();
    // The first payment comes back to the booking's own page, where it is seen confirmed.
    await page.waitForURL(new RegExp(`/booking-success\\?id=${booking._id}$`));
    await page.getByText(/^Payment received: ₹[\d,.]+ paid, ₹[\d,.]+ left to pay\.$/).waitFor();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await page.getByText(`Advance of ${advance} received.`, { exact: false }).waitFor();
    expect(await page.getByTestId('pay-now').count()).toBe(0);
    await screenshot(page, 'payment-confirmed-phone');

    await page.goto(`${site().origin}/profile`);
    await mine.getByTestId('booking-state').getByText('Confirmed', { exact: true }).waitFor();
    expect(await mine.getByTestId('paid').textContent()).toBe(advance);
    const balance = mine.getByRole('button', { name: /^Pay the balance ₹[\d,.]+ now$/ });
    await balance.click();
    await page.waitForURL('**/sandbox/razorpay/checkout?**');
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByText('Payment received: your booking is fully paid.').waitFor();
    await mine.getByTestId('booking-state').getByText('Fully paid').waitFor();
    expect(await mine.getByTestId('paid').textContent()).toBe(formatRupees(booking.bookingInfo.total));
    expect(await mine.getByTestId('pay-now').count()).toBe(0);
    await screenshot(page, 'payment-fully-paid-phone');
  });

  test('a failed payment leaves the booking held and says so; a retry from the same page pays it', async () => {
    const booking = await bookAdvanceSeat();
    const advance = formatRupees(booking.bookingInfo.payableAmount);
    await page.goto(`${site().origin}/profile`);
    await item(booking._id)
      .getByRole('button', { name: `Pay the advance ${advance} now` })
      .click();
    await page.waitForURL('**/sandbox/razorpay/checkout?**');
    await page.getByLabel('Failure').check();
    await page.getByRole('button', { name: `Pay ${advance}` }).click();
    // Back on the booking's page, the address cleaned of the checkout's answer.
    await page.waitForURL(new RegExp(`/booking-success\\?id=${booking._id}$`));
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await page
      .getByTestId('pay-now')
      .getByRole('alert')
      .getByText('The payment did not go through and nothing was taken.', { exact: false })
      .waitFor();
    expect(await page.getByTestId('paid').textContent()).toBe('₹0.00');
    await screenshot(page, 'payment-failed-phone');
    await payInSandbox(page);
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    expect(await page.getByTestId('paid').textContent()).toBe(advance);
  });

  test('a payment still pending at the bank: the page waits, then shows the booking confirmed live', async () => {
    const booking = await bookAdvanceSeat();
    await page.goto(`${site().origin}/booking-success?id=${booking._id}`);
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await payInSandbox(page, { outcome: 'Pending then success' });
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('paid').textContent()).toBe(
      formatRupees(booking.bookingInfo.payableAmount),
    );
  });
});
