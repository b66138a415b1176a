import type { BrowserContext, Page } from 'playwright-core';
import type { StaffSession } from '@trippy/contracts';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { ownerSession, useStaffSession } from '../harness/operator';

// The leads inbox (mfe-content): a lead sent through the public API is listed, filtered by status and
// search (kept in the address), opened, noted, marked contacted and given to a member; a lead sent on the
// public site while the inbox is open appears without a reload; the guard sends a signed-out visit to sign in.
let origin: string;
let context: BrowserContext;
let page: Page;
let session: StaffSession;

const stamp = `${Date.now()}`.slice(-8);
const phoneOf = (n: number) => `9${stamp}${n}`;
const first = { firstName: 'Meera', lastName: `Bisht ${stamp}`, phone: phoneOf(1) };
const firstName = `${first.firstName} ${first.lastName}`;

async function submitLead(body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${origin}/api/leads/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: { _id: string }; message?: string };
  if (response.status !== 201)
    throw new Error(`/api/leads/create answered ${response.status}: ${json.message}`);
  return json.data._id;
}

beforeAll(async () => {
  origin = site().origin;
  session = await ownerSession();
  context = await openBrowser(DESKTOP);
  await useStaffSession(context, session);
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

describe('the leads inbox', () => {
  let leadId = '';

  test('lists a lead submitted through POST /api/leads/create, with call and WhatsApp links', async () => {
    leadId = await submitLead({ ...first, email: '', countryCode: '91', travelers: 3, packageType: '4dham' });
    await page.goto(`${origin}/operator/leads`);
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    const row = page.getByTestId('lead-row').filter({ hasText: firstName });
    await row.waitFor();
    await row.getByText(/^Char Dham Yatra/).waitFor();
    await row.getByText(/^(just now|\d+ min ago)$/).waitFor();
    expect(await row.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe(
      `tel:+91${first.phone}`,
    );
    // WhatsApp opens the lead's message panel (its templates, logged): operator-whatsapp.e2e.test.ts sends one.
    const whatsApp = await row.getByRole('link', { name: /^WhatsApp / }).getAttribute('href');
    expect(whatsApp).toBe(`/operator/leads/${leadId}#whatsapp`);
    expect(await row.getByText('Overdue').count()).toBe(0);
    await page.getByText(/^Showing 1-\d+ of \d+$/).waitFor();
    await screenshot(page, 'operator-leads-desktop');
  });

  test('filters by status and search; the filters live in the address and survive a reload', async () => {
    const row = page.getByTestId('lead-row').filter({ hasText: firstName });
    await page.getByRole('link', { name: 'Contacted', exact: true }).click();
    await page.waitForURL('**/operator/leads?status=contacted');
    await row.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await page.waitForURL('**/operator/leads?status=new');
    await row.waitFor();

    await page.getByRole('link', { name: 'All', exact: true }).click();
    await page.waitForURL(/\/operator\/leads$/);
    await page.getByLabel('Search leads').fill(first.phone);
    await page.waitForURL(`**/operator/leads?q=${first.phone}`);
    await page.getByText('Showing 1-1 of 1').waitFor();
    await page.getByLabel('Unassigned only').check();
    await page.waitForURL(`**/operator/leads?q=${first.phone}&unassigned=1`);
    await page.reload();
    await row.waitFor();
    expect(await page.getByLabel('Search leads').inputValue()).toBe(first.phone);
    expect(await page.getByLabel('Unassigned only').isChecked()).toBe(true);
    expect(await page.getByTestId('lead-row').count()).toBe(1);
    await page.getByLabel('Unassigned only').uncheck();
    await page.waitForURL(`**/operator/leads?q=${first.phone}`);
  });

  test('opens the lead: the whole enquiry, a note, contacted, assigned; back to the same list', async () => {
    await page.getByRole('link', { name: firstName, exact: true }).click();
    await page.waitForURL(`**/operator/leads/${leadId}`);
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    const enquiry = page.getByRole('region', { name: 'Enquiry' });
    await enquiry.getByText('Plan Your Trip (pop-up)').waitFor();
    await enquiry.getByText('Char Dham Yatra (4 Dham)').waitFor();
    await enquiry.getByText(`+91 ${first.phone}`).waitFor();
    expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe(
      `tel:+91${first.phone}`,
    );

    const note = 'Called at 11: wants the 12 May batch for 3, will confirm by Friday.';
    await page.getByLabel('Add a note').fill(note);
    await page.getByText(`${note.length}/2000`).waitFor();
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByText(note).waitFor();
    await notes.getByText(session.staff.name).waitFor();
    expect(await page.getByLabel('Add a note').inputValue()).toBe('');

    await page.getByLabel('Status').selectOption('contacted');
    await page.getByRole('button', { name: 'Save status' }).click();
    await page.getByText('Marked as contacted').waitFor();
    await page.getByRole('button', { name: 'Save status' }).and(page.locator(':disabled')).waitFor();

    // The owner picks any active member of the team.
    await page.getByLabel('Assign to').selectOption({ label: `${session.staff.name} (you)` });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByTestId('lead-assignee').getByText(`${session.staff.name} (you)`).waitFor();

    // Everything stayed on the server.
    await page.reload();
    await page.getByRole('region', { name: 'Notes' }).getByText(note).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('contacted');
    await screenshot(page, 'operator-lead-detail-desktop');

    await page.getByRole('link', { name: '← Back to leads' }).click();
    await page.waitForURL(`**/operator/leads?q=${first.phone}`);
    const row = page.getByTestId('lead-row').filter({ hasText: firstName });
    await row.getByText('Contacted').waitFor();
    await row.getByText(session.staff.name).waitFor();
  });

  test('a lead sent on the public site appears in the open inbox without a reload', async () => {
    await page.goto(`${origin}/operator/leads`);
    await page.getByTestId('lead-row').first().waitFor();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    // The back office's socket joins the operators' room right after connecting.
    await page.waitForTimeout(1000);

    const site = await newPage(context);
    await site.goto(`${origin}/about`);
    await site.getByRole('button', { name: 'Send Query' }).click();
    const panel = site.getByRole('dialog', { name: 'Plan Your Trip' });
    await panel.getByLabel('Name').fill(`Kavita ${stamp}`);
    await panel.getByLabel('Phone').fill(phoneOf(2));
    await panel.getByLabel('Email').fill(`kavita.${stamp}@example.in`);
    await panel.getByLabel('Trip type').selectOption('trek');
    await panel.getByLabel(/Message/).fill('Valley of Flowers in July, two friends');
    await panel.getByRole('button', { name: 'Send Query' }).click();
    await site.getByText('Query Submitted Successfully!').waitFor();
    await site.close();

    const row = page.getByTestId('lead-row').filter({ hasText: `Kavita ${stamp}` });
    await row.waitFor({ timeout: 15_000 });
    await row.getByText('New enquiry').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Kavita ${stamp}` })
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(page, 'operator-leads-live-desktop');
  });

  test('on a phone: the list as cards and the detail in one column', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${origin}/operator/leads?q=${first.phone}`);
    await page.getByTestId('lead-row').filter({ hasText: firstName }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'operator-leads-phone');
    await page.getByRole('link', { name: firstName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    await page
      .getByRole('region', { name: 'Notes' })
      .getByText(/Called at 11/)
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'operator-lead-detail-phone');
    await page.setViewportSize(DESKTOP);
  });

  test('signed out, /operator/leads lands on the sign-in page', async () => {
    const stranger = await openBrowser(DESKTOP);
    try {
      const visit = await newPage(stranger);
      await visit.goto(`${origin}/operator/leads?status=new`);
      await visit.waitForURL('**/operator/login?from=%2Foperator%2Fleads%3Fstatus%3Dnew');
      await visit.getByRole('heading', { name: 'Back office sign in' }).waitFor();
      expect(await visit.getByTestId('lead-row').count()).toBe(0);
    } finally {
      await stranger.close();
    }
  });
});
