// The site in Hindi as a pilgrim uses it on a phone: the language switch keeps the page, a Hindi page shows no
// English interface text, and a booking is made in Hindi from login to payment.
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { payInSandbox } from '../harness/sandbox-checkout';
import { advanceAllowed, indiaDatePlus } from '../harness/travellers';
import { englishTexts, hindi } from '../harness/hindi';

const DEVANAGARI = /[\u0900-\u097F]/;
const SLUG = 'valley-of-flowers-trek';

/** The visible text nodes of the page that are, whole, an English text the site translates. */
async function englishLeftOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!text || !element || element.closest('script, style, [hidden], [lang="en-IN"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      found.push(text);
    }
    return found;
  });
  const english = englishTexts();
  const data = await catalogueData();
  return [...new Set(texts.filter((text) => english.has(text) && !data.has(text)))];
}

/**
 * Names the Hindi listing still answers in English (a package, category or destination without a Hindi
 * name), and the brand: data, not interface text.
 */
let data: Promise<Set<string>> | undefined;
function catalogueData(): Promise<Set<string>> {
  data ??= fetch(`${site().origin}/api/packages?lang=hi`)
    .then(
      (response) =>
        response.json() as Promise<{
          data: { name: string; category: { name: string }; destination: { name: string } }[];
        }>,
    )
    .then(
      ({ data: packages }) =>
        new Set([
          'Trippy Himalaya',
          ...packages.flatMap((p) => [p.name, p.category.name, p.destination.name]),
        ]),
    );
  return data;
}

describe('the site in Hindi', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openBrowser(DESKTOP);
    page = await newPage(context);
  });
  afterAll(() => context.close());

  test('the header switch shows a package page in Hindi and back, on the same package', async () => {
    await page.goto(`${site().origin}/packages/${SLUG}`);
    await page.getByTestId('language-switch').first().click();
    await page.waitForURL(`**/hi/packages/${SLUG}`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await page.locator('h1').first().textContent()).toMatch(DEVANAGARI);
    expect(await page.evaluate(() => window.localStorage.getItem('trippy.locale'))).toBe('hi');
    await page.getByTestId('language-switch').first().click();
    await page.waitForURL(new RegExp(`/packages/${SLUG}$`));
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
  });

  test('the phone menu has the switch too', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const onPhone = await newPage(phone);
      await onPhone.goto(`${site().origin}/char-dham`);
      await onPhone.getByRole('button', { name: 'Menu' }).click();
      await onPhone.getByRole('dialog').getByTestId('language-switch').click();
      await onPhone.waitForURL('**/hi/char-dham');
      expect(await onPhone.getAttribute('html', 'lang')).toBe('hi');
    } finally {
      await phone.close();
    }
  });

  test.each([
    '/hi',
    '/hi/char-dham',
    `/hi/packages/${SLUG}`,
    '/hi/packages',
    '/hi/treks',
    '/hi/contact',
    '/hi/login',
  ])('%s shows no English interface text', async (path) => {
    await page.goto(`${site().origin}${path}`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await englishLeftOn(page)).toEqual([]);
  });

  test('lists, cards and the search name packages, categories and places in Hindi', async () => {
    const hindiList = (await (await fetch(`${site().origin}/api/packages?lang=hi`)).json()) as {
      data: { slug: string; name: string }[];
    };
    const named = hindiList.data.filter((pkg) => DEVANAGARI.test(pkg.name));
    expect(named.length).toBeGreaterThan(10);
    await page.goto(`${site().origin}/hi/packages`);
    const cards = page.getByTestId('package-card').locator('h2, h3');
    await cards.first().waitFor();
    const shown = await cards.allTextContents();
    expect(shown.filter((name) => DEVANAGARI.test(name)).length).toBe(shown.length);
    await page.goto(`${site().origin}/hi/destinations`);
    await page.getByRole('heading', { name: 'केदारनाथ' }).first().waitFor();
    await page.goto(`${site().origin}/hi`);
    const search = page.getByRole('combobox').first();
    await search.click();
    await search.fill('फूलों');
    const option = page.getByRole('option').filter({ hasText: DEVANAGARI }).first();
    await option.waitFor();
    expect(await option.textContent()).toMatch(DEVANAGARI);
  });

  test('a browser that asks for Hindi first is offered the Hindi page once, never redirected', async () => {
    const hindiBrowser = await openBrowser(PHONE, { locale: 'hi-IN' });
    try {
      const tab = await newPage(hindiBrowser);
      await tab.goto(`${site().origin}/char-dham`);
      expect(tab.url()).toBe(`${site().origin}/char-dham`);
      const offer = tab.getByRole('region', { name: 'यह पेज हिन्दी में पढ़ें' });
      await offer.getByText('यह पेज हिन्दी में भी उपलब्ध है।').waitFor();
      await screenshot(tab, 'hindi-offer-390');
      await offer.getByRole('button', { name: 'हिन्दी में पढ़ें' }).click();
      await tab.waitForURL('**/hi/char-dham');
      expect(await tab.getAttribute('html', 'lang')).toBe('hi');
      // Chosen: the Hindi page offers nothing; a dismissed offer stays dismissed.
      await tab.waitForTimeout(1_500);
      expect(await tab.getByRole('region', { name: 'Read this page in English' }).count()).toBe(0);
    } finally {
      await hindiBrowser.close();
    }
  });

  test('screenshots of the Hindi home, Char Dham and package pages at phone width', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const onPhone = await newPage(phone);
      for (const [path, name] of [
        ['/hi', 'hindi-home-390'],
        ['/hi/char-dham', 'hindi-char-dham-390'],
        [`/hi/packages/${SLUG}`, 'hindi-package-390'],
      ] as const) {
        await onPhone.goto(`${site().origin}${path}`);
        const widths = await onPhone.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
        await screenshot(onPhone, name);
      }
    } finally {
      await phone.close();
    }
  });
});

describe('booking in Hindi', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openBrowser(PHONE);
    page = await newPage(context);
  });
  afterAll(() => context.close());

  test('log in, choose a departure, fill the travellers and pay, every step in Hindi under /hi', async () => {
    const customer = uniqueCustomer();
    await registerVerified(customer);
    const pkg = await getPackage(SLUG);
    const batch = pkg.batches.find(
      (b) => b.seatsLeft >= 1 && advanceAllowed(b) && b.startDate > indiaDatePlus(20),
    );
    expect(batch).toBeDefined();

    await page.goto(`${site().origin}/hi/login`);
    await page.getByLabel(hindi('account', 'Email or phone')).fill(customer.email);
    await page.getByLabel(hindi('account', 'Password'), { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: hindi('account', 'Login'), exact: true }).click();
    await page.waitForURL('**/hi/profile');

    await page.goto(`${site().origin}/hi/booking/${pkg._id}`);
    const hindiPackage = await fetch(`${site().origin}/api/packages/${SLUG}?lang=hi`).then(
      async (response) => ((await response.json()) as { data: { name: string } }).data.name,
    );
    await page
      .getByRole('heading', { name: hindi('booking', 'Book {name}', { name: hindiPackage }) })
      .waitFor();
    await page.getByLabel(hindi('booking', 'Departure date'), { exact: true }).selectOption(batch!._id);
    await page.getByLabel(hindi('booking', 'Travellers'), { exact: true }).fill('1');
    await page.getByRole('radio', { name: hindi('booking', 'Pay in full now') }).check();
    await page.getByRole('button', { name: hindi('booking', 'Continue') }).click();
    await page.waitForURL('**/hi/booking-confirmation');

    await page.getByRole('heading', { name: hindi('booking', 'Booking Summary') }).waitFor();
    await page.getByLabel(hindi('booking', 'Address'), { exact: true }).fill('12 राजपुर रोड, देहरादून');
    await page.getByLabel(hindi('booking', 'Emergency Contact'), { exact: true }).fill('9811122233');
    await page.getByLabel(hindi('booking', 'Emergency Contact Name'), { exact: true }).fill('रवि रावत');
    const traveller = page.getByTestId('traveller').first();
    await traveller.getByLabel(hindi('booking', 'Age'), { exact: true }).fill('62');
    await traveller
      .getByLabel(hindi('booking', 'Gender'), { exact: true })
      .selectOption({ label: hindi('booking', 'Female') });
    await traveller.getByLabel(hindi('booking', 'ID document'), { exact: true }).selectOption('aadhaar');
    await traveller.getByLabel(hindi('booking', 'ID number'), { exact: true }).fill('234567891234');
    await screenshot(page, 'hindi-booking-confirmation-390');
    expect(await englishLeftOn(page)).toEqual([]);
    await page.getByRole('button', { name: hindi('booking', 'Confirm Booking') }).click();
    await page.waitForURL(/\/hi\/booking-success\?id=[0-9a-f]{24}$/);
    await page.getByRole('heading', { name: hindi('booking', 'Complete your payment') }).waitFor();

    await payInSandbox(page, {
      payButton: new RegExp(`^${hindi('booking', 'Pay {amount} now', { amount: '₹[\\d,.]+' })}$`),
      back: /\/hi\/booking-success\?id=[0-9a-f]{24}/,
    });
    await page.getByRole('heading', { name: hindi('booking', 'Booking Confirmed!') }).waitFor();
    await screenshot(page, 'hindi-booking-confirmed-390');
    expect(await englishLeftOn(page)).toEqual([]);
  });
});
