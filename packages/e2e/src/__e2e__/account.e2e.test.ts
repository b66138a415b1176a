import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot, DESKTOP, PHONE } from '../harness/browser';
import { site } from '../harness/site';
import type { PackageDetail } from '@trippy/contracts';
import { uniqueCustomer } from '../harness/api';
import { mailbox, mailedCode, registerUnverified, registerVerified } from '../harness/accounts';
import { advanceAllowed, travellersFor } from '../harness/travellers';

// mfe-account end to end: registration with the mailed code, login, the profile, a realtime notification
// pushed by a booking made through the API while /profile is open, and logout; then the hardened account:
// an email change confirmed with a code, a password login before the email is verified, and a logout that
// revokes the token on the server.
let context: BrowserContext;
let page: Page;
// Read once: other engineers' e2e runs in the same checkout rewrite the harness state file.
let origin: string;

beforeAll(async () => {
  origin = site().origin;
  context = await openBrowser();
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

const INVALID_CODE = 'Invalid or expired code. Please check it or request a new one.';
const VERIFY_FIRST =
  'Please verify your email first: log in with a code sent to your email, or enter the code from your registration mail.';

describe('the account remote', () => {
  const customer = uniqueCustomer();
  let registeredAt = 0;

  test('/signup: field errors, then the mailed code signs the customer in and lands on /profile', async () => {
    await page.goto(`${origin}/signup`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter your first name').waitFor();
    await page.getByText('Use at least 8 characters').waitFor();
    await screenshot(page, 'account-signup-desktop');
    await page.getByLabel('First name').fill(customer.firstName);
    await page.getByLabel('Last name').fill(customer.lastName);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Phone (+91)').fill(customer.phone);
    await page.getByLabel('Password').fill(customer.password);
    registeredAt = Date.now();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Verification code').waitFor();
    await screenshot(page, 'account-signup-code-desktop');
    await page.getByRole('button', { name: /Resend code in \d+s/ }).waitFor();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(INVALID_CODE).waitFor();
    await page.getByLabel('Verification code').fill(await mailedCode(customer.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Registration successful! You are now logged in.').waitFor();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }).waitFor();
  });

  test("asking for another code for the same email within 30 s shows the server's wait", async () => {
    const other = await context.newPage();
    await other.goto(`${origin}/register`);
    await other.getByLabel('First name').fill('Ravi');
    await other.getByLabel('Last name').fill('Negi');
    await other.getByLabel('Email').fill(customer.email);
    await other.getByLabel('Phone (+91)').fill('9123456780');
    await other.getByLabel('Password').fill('Another@2026');
    await other.getByRole('button', { name: 'Register' }).click();
    await other.getByText('Registration failed.', { exact: true }).waitFor();
    await other.getByText(/^Please wait \d+ seconds? before asking for a new code$/).waitFor();
    expect(await other.getByLabel('Verification code').count()).toBe(0);
    await other.close();
  });

  test('/login: wrong password is explained, then login by phone lands on /profile', async () => {
    // Signed in by the registration code: log out first.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin}/`);
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email or phone').fill(customer.email);
    await screenshot(page, 'account-login-desktop');
    await page.getByLabel('Password').fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email/phone or password').waitFor();
    await page.getByLabel('Email or phone').fill(customer.phone);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }).waitFor();
    await page.getByTestId('avatar-initials').getByText('AR').waitFor();
    await page.getByText('Profile incomplete').waitFor();
  });

  test('completes the profile with the spec message', async () => {
    await page.getByLabel('Address').fill('12 Rajpur Road, Dehradun 248001');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByText('✓ Profile complete').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('customerData') ?? '{}'));
    expect(stored).toMatchObject({ address: '12 Rajpur Road, Dehradun 248001', isProfileComplete: true });
    await screenshot(page, 'account-profile-desktop');
  });

  test('a booking made through the API arrives in realtime: dot, toast, panel; mark all as read persists', async () => {
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await page.getByTestId('notification-dot').count()).toBe(0);
    const [userId, token] = await page.evaluate(() => [
      localStorage.getItem('userId'),
      localStorage.getItem('token'),
    ]);
    const pkg = (
      (await (await fetch(`${origin}/api/packages/valley-of-flowers-trek`)).json()) as { data: PackageDetail }
    ).data;
    // A departure far enough away for the 25% advance (the payment schedule allows it from 16 days).
    const batch = pkg.batches.find((b) => b.seatsLeft >= 1 && advanceAllowed(b));
    if (!batch) throw new Error('no batch with seats');
    // The socket joins its room right after connecting; give it that moment.
    await page.waitForTimeout(500);
    const response = await fetch(`${origin}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        packageId: pkg._id,
        batchId: batch._id,
        numberOfSeats: 1,
        paymentType: 'advance',
        addonIds: [],
        travellers: travellersFor(1, customer.phone),
        customerDetails: {
          fullName: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
          phone: customer.phone,
          address: '12 Rajpur Road, Dehradun 248001',
          emergencyContact: '9811122233',
          emergencyName: 'Ravi Rawat',
        },
      }),
    });
    expect(response.status).toBe(201);
    await page.getByTestId('notification-dot').waitFor();
    await page
      .getByText(/^Booking received: /)
      .first()
      .waitFor(); // the info toast
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText(/Booking received: .*Valley of Flowers/).waitFor();
    await panel.getByText('just now').waitFor();
    expect(await page.getByTestId('notification-dot').count()).toBe(0);
    await screenshot(page, 'account-notifications-desktop');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await panel.getByRole('button', { name: 'Mark all as read' }).and(page.locator(':disabled')).waitFor();
    let allRead = false;
    for (let attempt = 0; attempt < 20 && !allRead; attempt += 1) {
      const list = await fetch(`${origin}/api/notifications?userId=${userId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await list.json()) as { data: { read: boolean }[] };
      allRead = body.data.length > 0 && body.data.every((n) => n.read);
      if (!allRead) await new Promise((r) => setTimeout(r, 200));
    }
    expect(allRead).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('logout clears the session and the header changes', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForURL(`${origin}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
    expect(
      await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('token')]),
    ).toEqual([null, null]);
  });

  test('/profile when logged out: the spec message and /login', async () => {
    await page.goto(`${origin}/profile`);
    await page.getByText('Please login to view your profile').waitFor();
    await page.waitForURL('**/login');
  });

  test('login by one-time code: a wrong code is refused, the mailed one logs in', async () => {
    await page.getByRole('tab', { name: 'One-time code' }).click();
    // By phone: a code for the email was asked for at registration, and codes wait 30 s per identifier.
    await page.getByLabel('Email or phone').fill(customer.phone);
    const before = await mailedCode(customer.email).catch(() => '');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Login code').waitFor();
    await page.getByLabel('Login code').fill('000000');
    await page.getByRole('button', { name: 'Login with code' }).click();
    await page.getByText(INVALID_CODE).waitFor();
    await page.getByLabel('Login code').fill(await mailedCode(customer.email, [before]));
    await page.getByRole('button', { name: 'Login with code' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('✓ Profile complete').waitFor();
    // Over the home page's hero the header is transparent: the bell takes its white text colour.
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(/Booking received/)
      .waitFor();
    await screenshot(page, 'account-bell-over-hero-desktop');
  });

  test('screenshots at phone width', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const small = await newPage(phone);
      for (const path of ['signup', 'login']) {
        await small.goto(`${origin}/${path}`);
        await small
          .getByRole('heading', { name: path === 'login' ? 'Login' : 'Create your account' })
          .waitFor();
        expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await screenshot(small, `account-${path}-phone`);
      }
      await small.getByLabel('Email or phone').fill(customer.email);
      await small.getByLabel('Password').fill(customer.password);
      await small.getByRole('button', { name: 'Login' }).click();
      await small.waitForURL('**/profile');
      await small.getByText('✓ Profile complete').waitFor();
      await small.getByRole('button', { name: /^Notifications/ }).click();
      await small
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(/Booking received/)
        .waitFor();
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(small, 'account-profile-phone');
    } finally {
      await phone.close();
    }
  });

  test('registering the email again: the same answer as a new address, and a mail to its owner', async () => {
    // One code request per address every 30 s: let the registration's wait run out.
    const wait = registeredAt + 31_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const other = await context.newPage();
    await other.goto(`${origin}/register`);
    await other.getByLabel('First name').fill('Ravi');
    await other.getByLabel('Last name').fill('Negi');
    await other.getByLabel('Email').fill(customer.email);
    await other.getByLabel('Phone (+91)').fill('9123456780');
    await other.getByLabel('Password').fill('Another@2026');
    await other.getByRole('button', { name: 'Register' }).click();
    await other.getByLabel('Verification code').waitFor();
    expect(await other.getByText('Registration failed.').count()).toBe(0);
    expect((await mailbox(customer.email))[0]?.kind).toBe('account-exists');
    await other.close();
  });
});

async function loginWithPassword(tab: Page, identifier: string, password: string): Promise<void> {
  await tab.goto(`${origin}/login`);
  await tab.getByLabel('Email or phone').fill(identifier);
  await tab.getByLabel('Password').fill(password);
  await tab.getByRole('button', { name: 'Login' }).click();
}

async function noHorizontalOverflow(tab: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await tab.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth!);
}

describe('the hardened account: email change, unverified login, logout everywhere', () => {
  const owner = uniqueCustomer();
  const newEmail = `new.${owner.email}`;
  let browser: BrowserContext;
  let tab: Page;

  beforeAll(async () => {
    await registerVerified(owner);
    browser = await openBrowser();
    tab = await newPage(browser);
  });
  afterAll(async () => {
    await browser.close();
  });

  test('a new email waits for the code mailed to it; a wrong code is explained under the field', async () => {
    await loginWithPassword(tab, owner.email, owner.password);
    await tab.waitForURL('**/profile');
    await tab.getByLabel('Address').fill('12 Rajpur Road, Dehradun 248001');
    await tab.getByLabel('Email', { exact: true }).fill(newEmail);
    await tab.getByRole('button', { name: 'Save profile' }).click();

    const confirmForm = tab.getByRole('form', { name: 'Confirm your new email' });
    await confirmForm
      .getByText(
        `Profile updated successfully. We have sent a code to ${newEmail}: enter it to confirm your new email.`,
      )
      .waitFor();
    const codeField = confirmForm.getByLabel(`Enter the code sent to ${newEmail}`);
    await codeField.waitFor();
    // The old address stays in use until the code comes back.
    const summary = tab.getByRole('region', { name: 'Your profile' });
    await summary.getByText(owner.email, { exact: true }).waitFor();
    await screenshot(tab, 'account-profile-email-code-1280');
    await tab.setViewportSize(PHONE);
    await tab.waitForTimeout(300);
    await noHorizontalOverflow(tab);
    await confirmForm.scrollIntoViewIfNeeded();
    await screenshot(tab, 'account-profile-email-code-390');
    await tab.setViewportSize(DESKTOP);

    await codeField.fill('000000');
    await confirmForm.getByRole('button', { name: 'Confirm' }).click();
    const error = confirmForm.getByText(INVALID_CODE);
    await error.waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await codeField.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    await screenshot(tab, 'account-profile-email-code-error-1280');

    await codeField.fill(await mailedCode(newEmail));
    await confirmForm.getByRole('button', { name: 'Confirm' }).click();
    await tab.getByText('Your new email is confirmed').waitFor();
    await summary.getByText(newEmail, { exact: true }).waitFor();
    expect(await confirmForm.count()).toBe(0);
    const [userId, token, stored] = await tab.evaluate(() => [
      localStorage.getItem('userId'),
      localStorage.getItem('token'),
      JSON.parse(localStorage.getItem('customerData') ?? '{}') as { email?: string },
    ]);
    expect(stored).toMatchObject({ email: newEmail });
    const fromServer = await fetch(`${origin}/api/customers/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await fromServer.json()) as { data: unknown }).data).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
  });

  test('Logout revokes the token on the server: the old token then gets 401', async () => {
    const [userId, token] = await tab.evaluate(() => [
      localStorage.getItem('userId'),
      localStorage.getItem('token'),
    ]);
    const read = () =>
      fetch(`${origin}/api/customers/${userId}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(200);
    await tab.getByRole('button', { name: 'Logout' }).click();
    await tab.getByText('Logged out successfully').waitFor();
    await tab.waitForURL(`${origin}/`);
    expect(await tab.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await read()).status).toBe(401);
  });

  test('a password login before the email is verified points to the code login, which signs in', async () => {
    const pending = uniqueCustomer();
    const registrationCode = await registerUnverified(pending);
    // By phone: a code for the email was just mailed, and codes wait 30 s per identifier.
    await loginWithPassword(tab, pending.phone, pending.password);
    await tab.getByRole('alert').getByText(VERIFY_FIRST).waitFor();
    await screenshot(tab, 'account-login-verify-first-1280');
    expect(tab.url()).toBe(`${origin}/login`);
    await tab.getByRole('button', { name: 'Log in with a code instead' }).click();
    expect(await tab.getByRole('tab', { name: 'One-time code' }).getAttribute('aria-selected')).toBe('true');
    expect(await tab.getByLabel('Email or phone').inputValue()).toBe(pending.phone);
    await tab.getByRole('button', { name: 'Send code' }).click();
    await tab.getByLabel('Login code').fill(await mailedCode(pending.email, [registrationCode]));
    await tab.getByRole('button', { name: 'Login with code' }).click();
    await tab.waitForURL('**/profile');
    await tab.getByRole('heading', { name: `${pending.firstName} ${pending.lastName}` }).waitFor();
    expect(await tab.evaluate(() => JSON.parse(localStorage.getItem('customerData') ?? '{}'))).toMatchObject({
      emailVerified: true,
    });
  });
});
