// A hold that runs out, as the pilgrim sees it on a phone: the booking's page counts the held minutes down,
// then, without a reload, says the seats were released and offers to book again; the seats are on sale again.
// Its own site with a 1-minute hold (SEAT_HOLD_MINUTES) and a 1-second jobs poll, so the wait is one minute.
import fs from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { newPage, openBrowser, PHONE, screenshot } from '../harness/browser';
import { startSite, stopProcess, type RunningSite } from '../harness/site-server';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { bookAdvance } from '../harness/bookings';

const SLUG = 'kedarnath-yatra-1-dham';

let running: RunningSite | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  running = await startSite({ SEAT_HOLD_MINUTES: '1', JOBS_POLL_MS: '1000' });
  // The harness's helpers read the site from E2E_SITE: this file's copy of the environment points at its own.
  process.env.E2E_SITE = JSON.stringify({
    origin: running.origin,
    dataDir: running.dataDir,
    remotesConfigFile: running.remotesConfigFile,
  });
}, 150_000);
afterAll(async () => {
  await context?.close();
  if (!running) return;
  await stopProcess(running.process);
  fs.rmSync(running.dataDir, { recursive: true, force: true });
});

const seatsLeft = async (batchId: string) =>
  (await getPackage(SLUG)).batches.find((b) => b._id === batchId)!.seatsLeft;

describe('a seat hold that runs out (SEAT_HOLD_MINUTES=1)', () => {
  test('the booking page counts down, then says the seats were released, live, with Book again', async () => {
    const customer = uniqueCustomer();
    const login = await registerVerified(customer);
    const pkg = await getPackage(SLUG);
    const { booking, batchId } = await bookAdvance(
      pkg,
      { token: login.token, fullName: 'Asha Rawat', email: customer.email, phone: customer.phone },
      2,
    );
    const before = pkg.batches.find((b) => b._id === batchId)!.seatsLeft;
    expect(await seatsLeft(batchId)).toBe(before - 2);

    context = await openBrowser(PHONE);
    await context.addInitScript((session: { _id: string; token: string }) => {
      window.localStorage.setItem('userId', session._id);
      window.localStorage.setItem('token', session.token);
    }, login);
    const page = await newPage(context);
    await page.goto(`${running!.origin}/booking-success?id=${booking._id}`);
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    const left = page.getByTestId('hold-left');
    expect(await left.textContent()).toMatch(/^\((0:[0-5]\d|1:00) left\)$/);
    const first = await left.textContent();
    await page.waitForTimeout(2_000);
    expect(await left.textContent()).not.toBe(first); // it ticks
    expect(await page.getByTestId('paid').textContent()).toBe('₹0.00');
    await screenshot(page, 'hold-counting-down-phone');

    // No reload from here: the page learns of the release by itself.
    await page.getByRole('heading', { name: 'Seats released' }).waitFor({ timeout: 100_000 });
    expect(await page.getByTestId('outcome').textContent()).toBe(
      'Payment not completed in time: the seats were released. Nothing was charged.',
    );
    expect(await page.getByTestId('pay-now').count()).toBe(0);
    expect(await page.getByText('Booking Confirmed!').count()).toBe(0);
    expect(await page.getByTestId('booking-success').getAttribute('data-state')).toBe('released');
    await screenshot(page, 'hold-released-phone');
    expect(await seatsLeft(batchId)).toBe(before);

    await page.getByRole('link', { name: 'Book again' }).click();
    await page.waitForURL(`**/packages/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: pkg.name }).waitFor();

    // My Bookings says the same.
    await page.goto(`${running!.origin}/profile`);
    const mine = page.locator(`[data-testid="my-booking"][data-booking-id="${booking._id}"]`);
    await mine.getByTestId('booking-state').getByText('Expired').waitFor();
    expect(await mine.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
  }, 240_000);
});
