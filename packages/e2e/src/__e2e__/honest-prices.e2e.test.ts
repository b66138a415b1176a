import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { PackageDetail, WaitlistEntry } from '@trippy/contracts';
// The domain's own computation (the e2e package reads it from source: one definition of the price).
import { priceBooking } from '../../../domain/src/pricing';
import { formatPrice, formatRupees } from '../../../domain/src/format';
import { DESKTOP, PHONE, newPage, openBrowser, untilHydrated } from '../harness/browser';
import { SCREENSHOT_DIR } from '../harness/paths';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { ownerSession } from '../harness/operator';

// Honest prices (CCPA dark-pattern guidelines, 2023) and the waitlist on the package page: signed out, the
// GST-inclusive total for the chosen seats is the domain's; cards say GST is added; a demo batch made full
// through the operator API offers Join the waitlist, which goes to /login and back, and once joined shows the
// place in line. The batch's seats are restored afterwards (other tests read demo seats).
const PRICED = 'valley-of-flowers-trek';
const FULL = 'bir-billing-paragliding';

let context: BrowserContext;
let page: Page;
let ownerToken = '';
let customerToken = '';
let full: { batchId: string; totalSeats: number } | null = null;
const customer = uniqueCustomer();

async function api<T>(
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; data: T; message?: string }> {
  const response = await fetch(`${site().origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { data: T; message?: string };
  return { status: response.status, data: json.data, message: json.message };
}

/** The element alone at 1280 and 390 px wide (packages/e2e/screenshots). */
async function shootElement(target: Locator, name: string): Promise<void> {
  for (const [size, label] of [
    [DESKTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    await page.setViewportSize(size);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
    await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

async function noHorizontalOverflow(): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width!);
}

const panel = () => page.getByRole('complementary', { name: 'Book this trip' });

beforeAll(async () => {
  context = await openBrowser(DESKTOP);
  page = await newPage(context);
  ownerToken = (await ownerSession()).token;
  customerToken = (await registerVerified(customer)).token;
});

afterAll(async () => {
  // Leave the line first (raising the seats would otherwise offer them to this customer), then restore.
  const entries = await api<WaitlistEntry[]>('GET', '/api/waitlist', customerToken);
  for (const entry of entries.data ?? [])
    if (entry.status === 'waiting' || entry.status === 'offered')
      await api('DELETE', `/api/waitlist/${entry._id}`, customerToken);
  if (full)
    expect(
      (
        await api('PATCH', `/api/operator/batches/${full.batchId}`, ownerToken, {
          totalSeats: full.totalSeats,
        })
      ).status,
    ).toBe(200);
  await context.close();
});

describe('honest prices and the waitlist', () => {
  test('signed out, choosing 3 seats shows the GST-inclusive total the domain computes', async () => {
    const pkg = await getPackage(PRICED);
    await page.goto(`${site().origin}/packages/${PRICED}`);
    await panel().getByText('per person + 5% GST').waitFor();
    await page.getByRole('button', { name: 'Book Now' }).and(page.locator(':enabled')).waitFor();
    // Nothing pre-selected: no add-on, full payment.
    expect(await panel().locator('input[type="checkbox"]:checked').count()).toBe(0);
    await panel().getByLabel('Travellers').fill('3');
    const expected = priceBooking({ offerPrice: pkg.offerPrice, seats: 3, addons: [], paymentType: 'full' });
    const total = page.getByTestId('price-total');
    await total.getByText(formatRupees(expected.total), { exact: true }).waitFor();
    expect(await total.textContent()).toBe(`Total incl. GST${formatRupees(expected.total)}`);
    await panel()
      .getByText(`${formatPrice(pkg.offerPrice)} × 3 people`)
      .waitFor();
    await panel().getByText(formatRupees(expected.gst), { exact: true }).waitFor();
    // The seats left are the database's, word for word.
    const departures = panel().getByRole('list', { name: 'Departure dates' });
    for (const batch of pkg.batches) {
      const text =
        batch.seatsLeft === 0
          ? 'Sold out'
          : `${batch.seatsLeft} seat${batch.seatsLeft === 1 ? '' : 's'} left`;
      expect(await departures.getByText(text).count()).toBeGreaterThan(0);
    }
    expect(await departures.getByText(/only|hurry/i).count()).toBe(0);

    // An advance on a departure more than 15 days away: paid now, and later with its date.
    const later = pkg.batches.find(
      (b) => b.seatsLeft >= 3 && Date.parse(b.startDate) - Date.now() > 20 * 86_400_000,
    );
    expect(later).toBeDefined();
    await departures.getByRole('radio').nth(pkg.batches.indexOf(later!)).check();
    await panel()
      .getByRole('radio', { name: /Pay 25% advance now, 75% by \d+ \w+ \d{4}/ })
      .check();
    const advance = priceBooking({
      offerPrice: pkg.offerPrice,
      seats: 3,
      addons: [],
      paymentType: 'advance',
    });
    await panel().getByText(formatRupees(advance.payableAmount), { exact: true }).waitFor();
    await panel()
      .getByText(/Balance, due by \d+ \w+ \d{4}/)
      .waitFor();
    await shootElement(panel(), 'honest-prices-breakdown');
  });

  test('a card on /packages says the price is per person with GST added', async () => {
    await page.goto(`${site().origin}/packages`);
    const card = page.getByTestId('package-card').first();
    await card.getByText('per person + 5% GST').waitFor();
    expect(await page.getByTestId('package-card').count()).toBe(
      await page.getByTestId('package-card').filter({ hasText: 'per person + 5% GST' }).count(),
    );
  });

  test('a full batch offers Join the waitlist; signed in the customer joins and sees the place in line', async () => {
    const pkg: PackageDetail = await getPackage(FULL);
    const batch = pkg.batches.find((b) => b.seatsLeft > 0 && b.seatsLeft < b.totalSeats);
    expect(batch).toBeDefined();
    const sold = batch!.totalSeats - batch!.seatsLeft;
    const patched = await api('PATCH', `/api/operator/batches/${batch!._id}`, ownerToken, {
      totalSeats: sold,
    });
    expect(patched.status).toBe(200);
    full = { batchId: batch!._id, totalSeats: batch!.totalSeats };
    expect((await getPackage(FULL)).batches.find((b) => b._id === batch!._id)?.seatsLeft).toBe(0);

    await page.goto(`${site().origin}/packages/${FULL}`);
    const row = panel().getByRole('radio', { name: /Sold out/ });
    await row.check();
    await panel().getByText('This departure is full.', { exact: false }).waitFor();
    await panel().getByLabel('Travellers').fill('2');
    expect(await page.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
    await page
      .getByRole('button', { name: 'Join the waitlist for 2 seats' })
      .and(page.locator(':enabled'))
      .waitFor();
    await shootElement(panel(), 'honest-prices-waitlist');
    await page.getByRole('button', { name: 'Join the waitlist for 2 seats' }).click();

    // Signed out: to /login, then back to the same batch and seats.
    await page.waitForURL('**/login');
    await page.getByLabel('Email or phone').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/packages/${FULL}`);
    await page.getByRole('button', { name: 'Join the waitlist for 2 seats' }).click();
    const place = panel().getByText(
      /You are number \d+ in line for 2 seats; we will email and notify you when seats free up; an offer is held for 24 hours\./,
    );
    await place.waitFor();
    const entries = await api<WaitlistEntry[]>('GET', '/api/waitlist', customerToken);
    const mine = entries.data.find((e) => e.batchId === batch!._id);
    expect(mine).toMatchObject({ status: 'waiting', seats: 2 });
    expect(await place.textContent()).toContain(`number ${mine!.position} in line`);

    // Shown again on a later visit instead of the button; a second join is refused by the server.
    await page.reload();
    await untilHydrated(page);
    await panel()
      .getByRole('radio', { name: /Sold out/ })
      .check();
    await panel().getByLabel('Travellers').fill('2');
    await place.waitFor();
    expect(await page.getByRole('button', { name: /Join the waitlist/ }).count()).toBe(0);
    const again = await api('POST', `/api/batches/${batch!._id}/waitlist`, customerToken, { seats: 2 });
    expect(again.status).toBe(409);
    await noHorizontalOverflow();
    await shootElement(panel(), 'honest-prices-waitlist-joined');
    await page.setViewportSize(PHONE);
    await noHorizontalOverflow();
    await page.setViewportSize(DESKTOP);
  });
});
