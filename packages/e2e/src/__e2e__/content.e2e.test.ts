import type { BrowserContext, Page, Response } from 'playwright-core';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';

const CHAR_DHAM_SECTIONS = [
  'carousel',
  'info-cards',
  'about',
  'temples',
  'packages',
  'route',
  'places',
  'faq',
  'more-about',
];
const ROUTE = [
  'Delhi',
  'Haridwar',
  'Barkot',
  'Yamunotri',
  'Uttarkashi',
  'Gangotri',
  'Guptkashi',
  'Kedarnath',
  'Chopta',
  'Badrinath',
  'Rudraprayag',
  'Rishikesh',
  'Delhi',
];
const POST = 'char-dham-yatra-2025-complete-guide';

function leadResponse(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().endsWith('/api/leads/create') && r.request().method() === 'POST',
  );
}

/** The API has no list endpoint for leads: a stored lead is the 201 with its new id. */
async function expectStored(response: Response, expected: Record<string, unknown>) {
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { success: boolean; data: { _id: string } };
  expect(body.success).toBe(true);
  expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
  expect(response.request().postDataJSON()).toEqual(expected);
}

function phone(): string {
  return `9${`${Date.now()}`.slice(-9)}`;
}

describe('content remote on desktop (1280)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openBrowser(DESKTOP);
    page = await newPage(context);
  });
  afterAll(() => context.close());

  test('/char-dham shows the spec sections in order with the catalogue carousel embedded', async () => {
    await page.goto(`${site().origin}/char-dham`);
    await page.getByRole('heading', { name: /^Char Dham Yatra 20\d\d$/ }).waitFor();
    await page.getByTestId('package-card').first().waitFor();
    const order = await page.$$eval('[data-section]', (els) =>
      els.map((e) => e.getAttribute('data-section')),
    );
    expect(order).toEqual(CHAR_DHAM_SECTIONS);
    const cards = page.locator('[data-section="packages"] [data-testid="package-card"]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Kedarnath',
      'Badrinath',
      'Yamunotri',
      'Gangotri',
    ]);
    const stops = await page.getByTestId('route-strip').locator('li').allTextContents();
    expect(stops.map((s) => s.replace(/^\d+/, ''))).toEqual(ROUTE);
    const ld = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(ld ?? '{}')['@type']).toBe('FAQPage');
    const question = page.getByRole('button', { name: 'What is the best time for the Char Dham Yatra?' });
    await question.click();
    await page.getByText('May to October. May, June').waitFor();
    await question.click();
    await page.getByText('May to October. May, June').waitFor({ state: 'hidden' });
    await screenshot(page, 'content-char-dham-desktop');
  });

  test('the contact page enquiry form stores a lead and says so', async () => {
    await page.goto(`${site().origin}/contact`);
    await page.getByText('Monday to Saturday, 9 AM to 6 PM IST').waitFor();
    const form = page.getByRole('form', { name: 'Plan Your Trip' });
    await form.getByRole('button', { name: 'Send Query' }).click();
    await page.getByText('Name is required').waitFor();
    const number = phone();
    await form.getByLabel('Name').fill('Kavita');
    await form.getByLabel('Phone').fill(number);
    await form.getByLabel('Email').fill('kavita@example.in');
    await form.getByLabel('Trip type').selectOption({ label: 'Char Dham Yatra' });
    await form.getByLabel('Message (optional)').fill('Family of four, late May');
    const response = leadResponse(page);
    await form.getByRole('button', { name: 'Send Query' }).click();
    await expectStored(await response, {
      firstName: 'Kavita',
      phone: number,
      email: 'kavita@example.in',
      tripType: 'chardham',
      message: 'Family of four, late May',
    });
    await page.getByRole('status').filter({ hasText: 'Query Submitted Successfully!' }).waitFor();
    await screenshot(page, 'content-contact-desktop');
  });

  test('the Send Query side tab opens the slide-in form, stores a lead and closes', async () => {
    await page.goto(`${site().origin}/about`);
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
    await page.getByRole('button', { name: 'Send Query' }).click();
    const panel = page.getByRole('dialog', { name: 'Plan Your Trip' });
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('content:open-send-query', { detail: { tripType: 'trek' } })),
    );
    await panel.waitFor();
    expect(await panel.getByLabel('Trip type').inputValue()).toBe('trek');
    const number = phone();
    await panel.getByLabel('Name').fill('Arjun');
    await panel.getByLabel('Phone').fill(number);
    await panel.getByLabel('Email').fill('arjun@example.in');
    const response = leadResponse(page);
    await panel.getByRole('button', { name: 'Send Query' }).click();
    await expectStored(await response, {
      firstName: 'Arjun',
      phone: number,
      email: 'arjun@example.in',
      tripType: 'trek',
    });
    await page.getByText('Query Submitted Successfully!').waitFor();
    await panel.waitFor({ state: 'hidden' });
  });

  test('a blog post page renders its Markdown, reading time and related packages', async () => {
    await page.goto(`${site().origin}/blogs`);
    await page.getByRole('link', { name: /Char Dham Yatra 2025: Dates, Route/ }).click();
    await page.waitForURL(`**/blogs/${POST}`);
    await page.getByRole('heading', { level: 1, name: /Char Dham Yatra 2025: Dates, Route/ }).waitFor();
    await page.getByText(/\d+ min read/).waitFor();
    await page.getByRole('heading', { name: 'Opening dates for 2025' }).waitFor();
    await page.getByTestId('related-package').first().waitFor();
    expect(await page.getByTestId('related-package').count()).toBe(2);
    await screenshot(page, 'content-blog-post-desktop');
    for (const [path, name] of [
      ['/', 'content-home-desktop'],
      ['/cancellation-refund', 'content-cancellation-desktop'],
    ] as const) {
      await page.goto(`${site().origin}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
    }
  });
});

describe('the welcome lead modal', () => {
  test('submitting it stores a lead, shows the success state and closes itself', async () => {
    const context = await openBrowser(DESKTOP, { welcomeSeen: false });
    try {
      const page = await newPage(context);
      await page.goto(`${site().origin}/`);
      const dialog = page.getByRole('dialog', { name: 'Plan Your Trip With Trippy Himalaya' });
      await dialog.waitFor();
      const number = phone();
      await dialog.getByLabel('First name').fill('Meera');
      await dialog.getByLabel('Phone').fill(number);
      await dialog.getByLabel('Package').selectOption('4dham');
      await dialog.getByLabel('Number of travelers').fill('3');
      const response = leadResponse(page);
      await dialog.getByRole('button', { name: 'Plan My Char Dham Yatra' }).click();
      await expectStored(await response, {
        firstName: 'Meera',
        lastName: '',
        email: '',
        countryCode: '91',
        phone: number,
        travelers: 3,
        packageType: '4dham',
      });
      await dialog.getByRole('status').waitFor();
      await dialog.waitFor({ state: 'hidden', timeout: 6000 });
    } finally {
      await context.close();
    }
  });
});

describe('content remote on a phone (390)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openBrowser(PHONE);
    page = await newPage(context);
  });
  afterAll(() => context.close());

  test.each([
    ['/', 'content-home-phone'],
    ['/char-dham', 'content-char-dham-phone'],
    ['/contact', 'content-contact-phone'],
    ['/cancellation-refund', 'content-cancellation-phone'],
    [`/blogs/${POST}`, 'content-blog-post-phone'],
  ])('%s fits 390 px without horizontal scroll', async (path, name) => {
    await page.goto(`${site().origin}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, name);
  });
});
