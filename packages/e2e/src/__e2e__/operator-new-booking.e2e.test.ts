import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { mailbox } from '../harness/accounts';
import { ownerSession, useStaffSession } from '../harness/operator';

// A phone booking from an enquiry (issue 37), as the office would make it at 1280 px: the lead opened, "Book
// for this enquiry", the caller not known yet (an account is opened), the trip, travellers and cash at the
// counter; the booking's page shows it paid and confirmed, the lead points at it; the pilgrim chooses a
// password from the mailed link and sees the booking. At 390 px the form is usable without sideways scrolling.
let origin: string;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now()}`.slice(-8);
const caller = {
  firstName: 'Gopal',
  phone: `7${stamp}5`,
  email: `gopal.${stamp}@example.in`,
};

async function submitLead(): Promise<string> {
  const response = await fetch(`${origin}/api/leads/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...caller, tripType: 'chardham', message: 'Char Dham in May, please call' }),
  });
  const json = (await response.json()) as { data: { _id: string }; message?: string };
  if (response.status !== 201)
    throw new Error(`/api/leads/create answered ${response.status}: ${json.message}`);
  return json.data._id;
}

beforeAll(async () => {
  origin = site().origin;
  context = await openBrowser(DESKTOP);
  await useStaffSession(context, await ownerSession());
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

describe('a booking taken by the office', () => {
  let leadId = '';
  let bookingPath = '';

  test('from an enquiry: a new account, the trip, travellers and cash at the counter', async () => {
    leadId = await submitLead();
    await page.goto(`${origin}/operator/leads/${leadId}`);
    await page.getByRole('link', { name: 'Book for this enquiry' }).click();
    await page.waitForURL(`**/operator/bookings/new?lead=${leadId}`);
    await page.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
    await page.getByTestId('from-lead').getByText(caller.phone, { exact: false }).waitFor();
    expect(await page.getByLabel('Mobile number or email').inputValue()).toBe(caller.phone);
    await page.getByRole('button', { name: 'Find customer' }).click();
    const fresh = page.getByTestId('customer-new');
    await fresh.waitFor();
    expect(await fresh.getByLabel('First name').inputValue()).toBe(caller.firstName);
    expect(await fresh.getByLabel('Email').inputValue()).toBe(caller.email);
    await fresh.getByLabel('Last name').fill('Rawat');

    const charDham = page.locator('#trip-packageId option', { hasText: 'Char Dham Yatra from Haridwar' });
    await charDham.first().waitFor({ state: 'attached' });
    await page.getByLabel('Package').selectOption((await charDham.first().getAttribute('value'))!);
    const departure = page.getByLabel('Departure');
    await page.waitForFunction(() => {
      const select = document.getElementById('trip-batchId') as HTMLSelectElement | null;
      return !!select && !select.disabled && select.options.length > 1;
    });
    const firstOpen = await departure.locator('option:not([disabled])').nth(1).getAttribute('value');
    await departure.selectOption(firstOpen!);
    await page.getByTestId('staff-booking-price').getByText('Due now').waitFor();

    expect(await page.getByLabel('Full Name').inputValue()).toBe(`${caller.firstName} Rawat`);
    await page.getByLabel('Address').fill('Near Clock Tower, Dehradun 248001');
    await page.getByLabel('Emergency Contact', { exact: true }).fill('9811122233');
    await page.getByLabel('Emergency Contact Name').fill('Sita Rawat');
    const traveller = page.getByTestId('traveller').first();
    await traveller.getByLabel('Age').fill('66');
    await traveller.getByLabel('Gender').selectOption('male');
    await traveller.getByLabel('ID number').fill('2345 6789 0123');
    await page.getByLabel('Cash at the office').check();
    await page.getByLabel('Receipt number (optional)').fill('R-1207');
    await screenshot(page, 'operator-new-booking-desktop');

    await page.getByRole('button', { name: 'Make booking' }).click();
    await page.waitForURL(/\/operator\/bookings\/[0-9a-f]{24}$/);
    bookingPath = new URL(page.url()).pathname;
    await page.getByText(/^Booking TH-\d{2}-\d{5} made$/).waitFor();
    await page.getByText('R-1207').waitFor();
    await page.getByText('Cash', { exact: true }).first().waitFor();
    await page
      .getByText(/confirmed/i)
      .first()
      .waitFor();
    await screenshot(page, 'operator-new-booking-made');
  });

  test('the lead is converted and links to its booking', async () => {
    await page.goto(`${origin}/operator/leads/${leadId}`);
    const link = page.getByRole('link', { name: /^TH-\d{2}-\d{5}$/ });
    await link.waitFor();
    expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(bookingPath);
    expect(await page.getByRole('link', { name: 'Book for this enquiry' }).count()).toBe(0);
  });

  test('the pilgrim chooses a password from the mailed link and sees the booking', async () => {
    const mail = (await mailbox(caller.email)).find((entry) => entry.kind === 'account-opened');
    expect(mail?.body).toContain('Namaste Gopal');
    const link = /(https?:\/\/\S+\/set-password#[A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    expect(link).toBeDefined();
    const pilgrim = await openBrowser(PHONE);
    try {
      const phonePage = await newPage(pilgrim);
      await phonePage.goto(`${origin}${new URL(link!).pathname}${new URL(link!).hash}`);
      await phonePage.getByRole('heading', { name: 'Choose your password' }).waitFor();
      await phonePage.getByLabel('New password').fill('Kedarnath@2027');
      await phonePage.getByLabel('Repeat the password').fill('Kedarnath@2027');
      await phonePage.getByRole('button', { name: 'Save password' }).click();
      await phonePage.waitForURL('**/profile');
      await phonePage.getByText('Char Dham Yatra from Haridwar').first().waitFor();
      expect(phonePage.url()).not.toContain('#');
      await screenshot(phonePage, 'set-password-then-profile-phone');
    } finally {
      await pilgrim.close();
    }
  });

  test('at 390 px the form fits the screen', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await useStaffSession(phone, await ownerSession());
      const phonePage = await newPage(phone);
      await phonePage.goto(`${origin}/operator/bookings/new`);
      await phonePage.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
      await phonePage.getByLabel('Package').waitFor();
      const overflow = await phonePage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await screenshot(phonePage, 'operator-new-booking-phone');
      const wide = await phonePage.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 8)
          .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
      );
      expect({ overflow, wide }).toEqual({ overflow: 0, wide: [] });
    } finally {
      await phone.close();
    }
  });
});
