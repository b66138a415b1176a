import type { BrowserContext, Page } from 'playwright-core';
import { payInSandbox } from '../harness/sandbox-checkout';
import { openBrowser, newPage, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { mailedCode } from '../harness/accounts';
import { advanceAllowed, fillTravellers } from '../harness/travellers';

const SLUG = 'valley-of-flowers-trek';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

describe('the vertical slice across four remotes', () => {
  const customer = uniqueCustomer();

  test('lists packages from the API on /packages (mfe-catalog)', async () => {
    await page.goto(`${site().origin}/packages`);
    await page.getByRole('heading', { name: 'All Tour Packages' }).waitFor();
    await page.getByTestId('package-card').first().waitFor();
    const cards = await page.getByTestId('package-card').count();
    const api = (await (await fetch(`${site().origin}/api/packages`)).json()) as { data: unknown[] };
    expect(cards).toBe(api.data.length);
    expect(cards).toBeGreaterThanOrEqual(10);
  });

  test('registers on /signup with the mailed code, which signs in and lands on /profile (mfe-account)', async () => {
    await page.goto(`${site().origin}/signup`);
    await page.getByLabel('First name').fill(customer.firstName);
    await page.getByLabel('Last name').fill(customer.lastName);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Phone (+91)').fill(customer.phone);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Verification code').fill(await mailedCode(customer.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Registration successful! You are now logged in.').waitFor();
    await page.waitForURL('**/profile');
    // The next steps book as a visitor who logs in: log out.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site().origin}/`);
  });

  test('a visitor who books is sent to /login and comes back to the booking with the choices', async () => {
    await page.goto(`${site().origin}/`);
    await page.getByRole('link', { name: 'Hot Deal' }).click();
    await page.waitForURL(`**/packages/${SLUG}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/login');
    // No reload from here on: the header must follow the shared session live.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByLabel('Email or phone').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/booking\/[0-9a-f]{24}$/);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(
      await page.evaluate(() => [localStorage.getItem('userId'), !!localStorage.getItem('token')]),
    ).toEqual([expect.stringMatching(/^[0-9a-f]{24}$/), true]);
  });

  test('confirms the booking on the server, takes the seats and shows /booking-success', async () => {
    const before = await getPackage(SLUG);
    // The advance is offered only for a departure more than 15 days away.
    const batchId = before.batches.find((b) => b.seatsLeft >= 2 && advanceAllowed(b))!._id;
    await page.getByLabel('Departure date').selectOption(batchId);
    await page.getByLabel('Travellers').fill('2');
    await page.getByText('Pay 25% advance now').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/booking-confirmation');
    expect(await page.getByLabel('Full Name').inputValue()).toBe(
      `${customer.firstName} ${customer.lastName}`,
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(customer.email);
    await page.getByLabel('Address').fill('12 Rajpur Road, Dehradun');
    await page.getByLabel('Emergency Contact', { exact: true }).fill('9811122233');
    await page.getByLabel('Emergency Contact Name').fill('Ravi Rawat');
    await fillTravellers(page, 2);
    await screenshot(page, 'booking-confirmation-desktop');
    await page.getByRole('button', { name: 'Confirm Booking' }).dblclick();
    await page.getByText('Booking received! Pay now to confirm your seats.').waitFor();
    await page.waitForURL(/\/booking-success\?id=[0-9a-f]{24}$/);
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await screenshot(page, 'booking-held-desktop');
    await payInSandbox(page);
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await screenshot(page, 'booking-success-desktop');

    const after = await getPackage(SLUG);
    const seatsBefore = before.batches.find((b) => b._id === batchId)?.seatsLeft ?? 0;
    const seatsAfter = after.batches.find((b) => b._id === batchId)?.seatsLeft ?? 0;
    expect(seatsBefore - seatsAfter).toBe(2); // a double click made exactly one booking of 2 seats

    await page.reload();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
  });

  test('logout clears the session, shows the toast and goes home', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForURL(`${site().origin}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('token')]),
    ).toEqual([null, null]);
  });
});
