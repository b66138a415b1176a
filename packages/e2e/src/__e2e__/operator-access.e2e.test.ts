import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot, PHONE } from '../harness/browser';
import { site } from '../harness/site';
import { mailbox, mailedCode, registerVerified } from '../harness/accounts';
import { uniqueCustomer } from '../harness/api';
import { ownerSession, useStaffSession } from '../harness/operator';

// The back office's doors: the guard, the owner inviting a member who sets a password and signs in with the
// mailed code, what a staff member may not open, disabling that ends their session at once, the audit log
// of it all, and a message to one customer.
let origin: string;
let owner: BrowserContext;
let ownerPage: Page;
let member: BrowserContext;
let memberPage: Page;

const stamp = `${Date.now()}`.slice(-8);
const newMember = {
  name: `Kavita Negi ${stamp}`,
  email: `kavita.${stamp}@example.in`,
  password: 'Kedarnath@26',
};

beforeAll(async () => {
  origin = site().origin;
  owner = await openBrowser();
  await useStaffSession(owner, await ownerSession());
  ownerPage = await newPage(owner);
  member = await openBrowser();
  memberPage = await newPage(member);
});
afterAll(async () => {
  await owner.close();
  await member.close();
});

describe('back-office access', () => {
  test('signed out, a back-office screen sends you to sign in and keeps where you were going', async () => {
    await memberPage.goto(`${origin}/operator/staff`);
    await memberPage.waitForURL('**/operator/login?from=%2Foperator%2Fstaff');
    await memberPage.getByRole('heading', { name: 'Back office sign in' }).waitFor();
    expect(await memberPage.getByTestId('operator-header').count()).toBe(1);
    // Nothing of the public site around it.
    expect(await memberPage.locator('a[href^="https://wa.me/"]').count()).toBe(0);
    expect(await memberPage.title()).toMatch(/Sign In \| Back Office/);
    const robots = await memberPage.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toMatch(/noindex/);
  });

  test('the owner invites a member from the Staff screen', async () => {
    await ownerPage.goto(`${origin}/operator/staff`);
    await ownerPage.getByRole('heading', { name: 'Staff' }).waitFor();
    await ownerPage.getByLabel('Name').fill(newMember.name);
    await ownerPage.getByLabel('Email').fill(newMember.email);
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText(`Invitation sent to ${newMember.email}`).waitFor();
    const row = ownerPage.getByRole('row').filter({ hasText: newMember.email });
    await row.getByText('invited').waitFor();
    await screenshot(ownerPage, 'operator-staff-desktop');
  });

  test('the member sets a password from the mailed link, then signs in with password and code', async () => {
    const invitation = (await mailbox(newMember.email)).find((mail) => mail.kind === 'staff-invite');
    const link = /https?:\/\/\S+\/operator\/invite\?token=[\w-]+/.exec(invitation?.body ?? '')?.[0];
    if (!link) throw new Error('no invitation link mailed');
    await memberPage.goto(`${origin}${new URL(link).pathname}${new URL(link).search}`);
    await memberPage.getByLabel('New password').fill(newMember.password);
    await memberPage.getByLabel('Repeat the password').fill('Different@26');
    await memberPage.getByRole('button', { name: 'Set password' }).click();
    await memberPage.getByText('The passwords do not match').waitFor();
    await memberPage.getByLabel('Repeat the password').fill(newMember.password);
    await memberPage.getByRole('button', { name: 'Set password' }).click();
    await memberPage.getByText(`Your back-office account ${newMember.email} is ready.`).waitFor();
    await memberPage.getByRole('link', { name: 'Sign in' }).click();
    await memberPage.waitForURL('**/operator/login');

    await memberPage.getByLabel('Work email').fill(newMember.email);
    await memberPage.getByLabel('Password').fill('Wrong-password-1');
    await memberPage.getByRole('button', { name: 'Continue' }).click();
    await memberPage.getByText('Invalid email or password').waitFor();
    await memberPage.getByLabel('Password').fill(newMember.password);
    await memberPage.getByRole('button', { name: 'Continue' }).click();
    await memberPage.getByText('We have sent a sign-in code to your email').waitFor();
    await screenshot(memberPage, 'operator-sign-in-code-desktop');
    await memberPage.getByLabel('Sign-in code').fill(await mailedCode(newMember.email));
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await memberPage.waitForURL(`${origin}/operator`);
    const nav = memberPage.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Today' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await memberPage.getByText(`${newMember.name} (staff)`).waitFor();
  });

  test('a staff member is told the owner-only screens are not theirs', async () => {
    await memberPage.goto(`${origin}/operator/audit`);
    await memberPage.getByRole('heading', { name: 'Owner only' }).waitFor();
    const response = await memberPage.evaluate(async () => {
      const token = localStorage.getItem('operatorToken');
      const answer = await fetch('/api/operator/audit', { headers: { authorization: `Bearer ${token}` } });
      return answer.status;
    });
    expect(response).toBe(403);
  });

  test('the owner messages one customer: stored for them and mailed', async () => {
    const customer = uniqueCustomer();
    const login = await registerVerified(customer);
    await ownerPage.setViewportSize(PHONE);
    await ownerPage.goto(`${origin}/operator/messages`);
    await ownerPage.getByLabel('One customer').check();
    await ownerPage.getByLabel('Find a customer (name, email or phone)').fill(customer.email);
    await ownerPage.getByRole('button', { name: new RegExp(customer.email.replace(/\./g, '\\.')) }).click();
    await ownerPage.getByLabel(/^Message \(/).fill('The Rishikesh road is closed today; we leave at 6 AM.');
    await screenshot(ownerPage, 'operator-messages-phone');
    await ownerPage.getByRole('button', { name: 'Send message' }).click();
    await ownerPage.getByText('Message sent to 1 customer').waitFor();
    const stored = (await (
      await fetch(`${origin}/api/notifications?userId=${login._id}`, {
        headers: { authorization: `Bearer ${login.token}` },
      })
    ).json()) as { data: Array<{ message: string }> };
    expect(stored.data.map((n) => n.message)).toContain(
      'The Rishikesh road is closed today; we leave at 6 AM.',
    );
    expect((await mailbox(customer.email)).some((mail) => mail.body.includes('Rishikesh road'))).toBe(true);
  });

  test('disabling the member ends their session at once', async () => {
    await ownerPage.goto(`${origin}/operator/staff`);
    const row = ownerPage.getByRole('row').filter({ hasText: newMember.email });
    await row.getByRole('button', { name: 'Disable' }).click();
    await ownerPage.getByText(`${newMember.name} is disabled and signed out everywhere`).waitFor();
    await row.getByText('disabled').waitFor();
    await screenshot(ownerPage, 'operator-staff-phone');
    // Their open back office: the next request answers 401 and the guard sends them to sign in.
    await memberPage.goto(`${origin}/operator/messages`);
    await memberPage.waitForURL('**/operator/login?from=%2Foperator%2Fmessages');
  });

  test('the audit log says in words who invited and disabled whom, the record on demand', async () => {
    await ownerPage.goto(`${origin}/operator/audit?entityType=staff`);
    await ownerPage.getByRole('heading', { name: 'Audit log' }).waitFor();
    // In words, with names: no action keys, ids or paise.
    await ownerPage
      .getByRole('row')
      .filter({ hasText: / invited .+ as staff/ })
      .first()
      .waitFor();
    const disabled = ownerPage
      .getByRole('row')
      .filter({ hasText: /disabled .+'s account/ })
      .first();
    await disabled.waitFor();
    expect(await disabled.textContent()).toMatch(/^.*Demo Owner \(owner\) disabled /);
    expect(await disabled.textContent()).not.toMatch(/[0-9a-f]{24}|staff\.disabled/);
    await disabled.getByRole('button', { name: 'Show the record' }).click();
    await disabled.getByRole('button', { name: 'Hide the record' }).waitFor();
    await screenshot(ownerPage, 'operator-audit-phone');
  });
});
