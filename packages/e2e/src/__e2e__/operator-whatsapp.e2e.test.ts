import type { BrowserContext, Page } from 'playwright-core';
import type { Booking, PackageDetail, StaffSession } from '@trippy/contracts';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { bookAdvance } from '../harness/bookings';
import { ownerSession, useStaffSession } from '../harness/operator';

// WhatsApp from templates: the owner edits the "Booking received" template on /operator/messages (placeholder
// list, live preview, a typo refused by the API's rule before saving); on a booking's page "Send on WhatsApp"
// shows the filled text, logs it and opens wa.me with that text to the booking's number (the wa.me page is
// stubbed: no request leaves for WhatsApp); on a lead's page at 390 px the enquiry reply goes the same way.
const SLUG = 'valley-of-flowers-trek';
const stamp = `${Date.now()}`.slice(-8);
const customer = { ...uniqueCustomer(), firstName: 'Lata', lastName: `Negi ${stamp}` };
const fullName = `${customer.firstName} ${customer.lastName}`;
const EDITED = `Stamp ${stamp}: your booking {reference} for {trip} is received. Call {officePhone}.`;
const DEFAULT_BOOKING_RECEIVED =
  'Thank you for booking {trip} with Trippy Himalaya. Your booking {reference} is for {travellers}, departing on {date}.\nWe will call you within 24 hours with the next steps. For anything else, call us on {officePhone}.';

let origin: string;
let session: StaffSession;
let desk: BrowserContext;
let page: Page;
let pkg: PackageDetail;
let booking: Booking;

/** wa.me is answered here: the test reads the address the back office opened, nothing reaches WhatsApp. */
async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp (stub)</title>' }),
  );
}

/** Presses "Send on WhatsApp" and answers the text of the wa.me address opened in the new tab. */
async function sendAndReadPopup(
  context: BrowserContext,
  on: Page,
): Promise<{ number: string; text: string }> {
  const opened = context.waitForEvent('page');
  await on.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const popup = await opened;
  await popup.waitForLoadState('domcontentloaded');
  const url = new URL(popup.url());
  await popup.close();
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

async function putTemplate(key: string, body: string): Promise<number> {
  const response = await fetch(`${origin}/api/operator/message-templates/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ body }),
  });
  return response.status;
}

beforeAll(async () => {
  origin = site().origin;
  session = await ownerSession();
  pkg = await getPackage(SLUG);
  const token = (await registerVerified(customer)).token;
  booking = (await bookAdvance(pkg, { token, fullName, email: customer.email, phone: customer.phone }))
    .booking;
  desk = await openBrowser(DESKTOP);
  await useStaffSession(desk, session);
  await stubWhatsApp(desk);
  page = await newPage(desk);
});
afterAll(async () => {
  await desk.close();
  // The next run starts from the default text.
  await putTemplate('booking-received', DEFAULT_BOOKING_RECEIVED);
});

describe('WhatsApp from templates', () => {
  test('the owner edits "Booking received": placeholders listed, live preview, a typo refused', async () => {
    await page.goto(`${origin}/operator/messages`);
    const section = page.getByRole('region', { name: 'WhatsApp and mail templates' });
    await section.waitFor();
    await section.getByRole('combobox', { name: 'Template' }).selectOption('booking-received');
    const text = section.getByRole('textbox', { name: /^Text after the greeting/ });
    await section.getByRole('list', { name: 'Placeholders' }).getByText('{reference}').waitFor();

    await text.fill('Your booking {refrence} is received.');
    await section.getByRole('alert').waitFor();
    expect(await section.getByRole('alert').textContent()).toMatch(/^Unknown placeholder \{refrence\}/);
    expect(await text.getAttribute('aria-invalid')).toBe('true');

    await text.fill(EDITED);
    const preview = section.getByTestId('template-preview');
    expect(await preview.textContent()).toBe(
      `Namaste Meera,\n\nStamp ${stamp}: your booking TH-26-00042 for Kedarnath Yatra is received. Call +91 98370 12345.`,
    );
    await section.getByRole('button', { name: 'Save template' }).click();
    await section.getByText(/^Last changed by .+ on \d{1,2} \w{3} \d{4}\.$/).waitFor();
    await screenshot(page, 'operator-templates-desktop');
  });

  test("a booking's Send on WhatsApp opens wa.me to its number with the filled template, and logs it", async () => {
    await page.goto(`${origin}/operator/bookings/${booking._id}`);
    const panel = page.getByRole('region', { name: 'Send on WhatsApp' });
    await panel.getByText(fullName).waitFor();
    await panel.getByRole('combobox', { name: 'Message' }).selectOption('booking-received');
    const expected = `Namaste Lata,\n\nStamp ${stamp}: your booking ${booking.reference} for ${booking.packageDetails.packageName} is received. Call +91 98370 12345.`;
    expect(await panel.getByTestId('whatsapp-preview').textContent()).toBe(expected);

    const opened = await sendAndReadPopup(desk, page);
    expect(opened).toEqual({ number: `91${customer.phone}`, text: expected });
    const again = await panel.getByRole('link', { name: 'Open WhatsApp again' }).getAttribute('href');
    expect(again).toBe(`https://wa.me/91${customer.phone}?text=${encodeURIComponent(expected)}`);
    const sent = panel.getByRole('list', { name: 'Messages sent' }).getByRole('listitem').first();
    await sent.getByText('Booking received').waitFor();
    expect(await sent.textContent()).toContain(`Stamp ${stamp}`);
    await screenshot(page, 'operator-booking-whatsapp-desktop');

    // Logged on the booking: after a reload it is still listed.
    await page.reload();
    await panel
      .getByRole('list', { name: 'Messages sent' })
      .getByText(`Stamp ${stamp}`, { exact: false })
      .waitFor();
  });

  test("at 390 px a lead's enquiry reply goes the same way, and the inbox row leads to it", async () => {
    const phone = `9${stamp}7`;
    const response = await fetch(`${origin}/api/leads/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Meera',
        lastName: `Bisht ${stamp}`,
        phone,
        email: '',
        countryCode: '91',
        travelers: 2,
        packageType: '1dham',
      }),
    });
    expect(response.status).toBe(201);
    const leadId = ((await response.json()) as { data: { _id: string } }).data._id;

    const phoneContext = await openBrowser(PHONE);
    try {
      await useStaffSession(phoneContext, session);
      await stubWhatsApp(phoneContext);
      const small = await newPage(phoneContext);
      await small.goto(`${origin}/operator/leads?q=${encodeURIComponent(`Bisht ${stamp}`)}`);
      const row = small.getByTestId('lead-row').filter({ hasText: `Bisht ${stamp}` });
      await row.getByRole('link', { name: /^WhatsApp Meera Bisht/ }).click();
      await small.waitForURL(
        (url) => url.pathname === `/operator/leads/${leadId}` && url.hash === '#whatsapp',
      );
      const panel = small.getByRole('region', { name: 'Send on WhatsApp' });
      const preview = panel.getByTestId('whatsapp-preview');
      await preview.waitFor();
      const text = (await preview.textContent()) ?? '';
      expect(text).toMatch(/^Namaste Meera,\n\nThank you for your enquiry about the Kedarnath Yatra\./);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      const opened = await sendAndReadPopup(phoneContext, small);
      expect(opened).toEqual({ number: `91${phone}`, text });
      await panel.getByRole('list', { name: 'Messages sent' }).getByText('Enquiry reply').waitFor();
      await screenshot(small, 'operator-lead-whatsapp-phone');
    } finally {
      await phoneContext.close();
    }
  });
});
