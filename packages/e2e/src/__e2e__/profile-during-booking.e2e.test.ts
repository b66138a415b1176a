import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { PackageDetail } from '@trippy/contracts';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { advanceAllowed } from '../harness/travellers';

// The spec's loop: "After a profile update during booking, the user returns to /package/{id} with state
// showBookingFlow, packageData, openBookingModal, fromProfileUpdate." A freshly registered customer has no
// address, so the profile is incomplete: Book Now takes them to /profile with the package, saving the
// address brings them back to the package with every choice they made and Book Now focused, and Book Now
// then goes on to the booking page with those choices.

let context: BrowserContext;
let page: Page;
const customer = uniqueCustomer();

/** A package with an add-on and a departure that has 2 seats and takes the advance, from the live catalogue. */
async function packageWithChoices(): Promise<{
  pkg: PackageDetail;
  batch: PackageDetail['batches'][number];
}> {
  const list = (await (await fetch(`${site().origin}/api/packages`)).json()) as { data: { slug: string }[] };
  for (const { slug } of list.data) {
    const pkg = await getPackage(slug);
    const open = pkg.batches.filter((b) => b.seatsLeft >= 2 && advanceAllowed(b));
    // Not the first open departure, so coming back to it proves the choice was kept.
    const batch = open[1] ?? open[0];
    if (batch && pkg.additionalServices.length > 0) return { pkg, batch };
  }
  throw new Error('no package with an add-on and a departure taking the advance');
}

const panel = (): Locator => page.getByRole('complementary', { name: 'Book this trip' });

beforeAll(async () => {
  await registerVerified(customer);
  context = await openBrowser();
  page = await newPage(context);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${site().origin}/login`);
  await page.getByLabel('Email or phone').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/profile');
  await page.getByTestId('profile-state').getByText('Profile incomplete').waitFor();
});

afterAll(async () => {
  await context?.close();
});

describe('profile during booking', () => {
  test('Book Now with an incomplete profile, the profile, and back to the package with the booking open', async () => {
    const { pkg, batch } = await packageWithChoices();
    const addon = pkg.additionalServices[0]!;
    await page.goto(`${site().origin}/packages/${pkg.slug}`);
    await panel().getByRole('button', { name: 'Book Now' }).and(page.locator(':enabled')).waitFor();

    // The customer's choices: a later departure, 2 travellers, an add-on, the advance.
    await panel()
      .getByRole('list', { name: 'Departure dates' })
      .getByRole('radio')
      .nth(pkg.batches.indexOf(batch))
      .check();
    await panel().getByLabel('Travellers').fill('2');
    await panel().getByRole('checkbox', { name: addon.name }).check();
    await panel()
      .getByRole('radio', { name: /Pay 25% advance now/ })
      .check();
    await panel().getByRole('button', { name: 'Book Now' }).click();

    // /profile, with the package named and a way back.
    await page.waitForURL('**/profile');
    const notice = page.getByTestId('profile-during-booking');
    await notice.getByText(`Complete your profile to book ${pkg.name}`).waitFor();
    expect(await notice.getByRole('link', { name: `Back to ${pkg.name}` }).getAttribute('href')).toBe(
      `/packages/${pkg.slug}`,
    );
    await screenshot(page, 'profile-during-booking-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'profile-during-booking-390');
    await page.setViewportSize(DESKTOP);

    await page.getByLabel('Address').fill('12 Rajpur Road, Dehradun 248001');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    // Back on the package (/package/{id} hands over to its page with the state), the spec's state in history.
    await page.waitForURL(`**/packages/${pkg.slug}`);
    const state = await page.evaluate(() => history.state as Record<string, unknown> | null);
    expect(state).toMatchObject({
      showBookingFlow: true,
      openBookingModal: true,
      fromProfileUpdate: true,
      packageData: { _id: pkg._id, slug: pkg.slug },
      bookingData: { batchId: batch._id, numberOfSeats: 2, paymentType: 'advance', addonIds: [addon._id] },
    });

    // The booking flow open where it was left: the same choices, Book Now in view and focused.
    await panel().getByText('Profile updated. Your choices are kept: continue with Book Now.').waitFor();
    const departures = panel().getByRole('list', { name: 'Departure dates' }).getByRole('radio');
    expect(await departures.nth(pkg.batches.indexOf(batch)).isChecked()).toBe(true);
    expect(await panel().getByLabel('Travellers').inputValue()).toBe('2');
    expect(await panel().getByRole('checkbox', { name: addon.name }).isChecked()).toBe(true);
    expect(
      await panel()
        .getByRole('radio', { name: /Pay 25% advance now/ })
        .isChecked(),
    ).toBe(true);
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const box = active?.getBoundingClientRect();
      return {
        text: active?.textContent,
        inView: !!box && box.top >= 0 && box.bottom <= window.innerHeight,
      };
    });
    expect(focused).toEqual({ text: 'Book Now', inView: true });
    await screenshot(page, 'profile-during-booking-back-1280');

    // The profile is complete now: Book Now goes on to the booking page with the same choices.
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/booking/${pkg._id}`);
    expect(await page.getByLabel('Departure date').inputValue()).toBe(batch._id);
    expect(await page.getByLabel('Travellers').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await page.getByText(/Pay 25% advance now/).count()).toBeGreaterThan(0);
  });

  test('a profile opened without a booking stays on the profile after saving', async () => {
    await page.goto(`${site().origin}/profile`);
    await page.getByLabel('Address').fill('14 Rajpur Road, Dehradun 248001');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.getByTestId('profile-during-booking').count()).toBe(0);
  });
});
