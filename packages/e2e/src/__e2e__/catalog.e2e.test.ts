import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot, PHONE } from '../harness/browser';
import { site } from '../harness/site';

const SLUG = 'valley-of-flowers-trek';
let context: BrowserContext;
let page: Page;

async function apiList(query = ''): Promise<Array<{ slug: string; name: string; offerPrice: number }>> {
  const body = (await (await fetch(`${site().origin}/api/packages${query}`)).json()) as {
    data: Array<{ slug: string; name: string; offerPrice: number }>;
  };
  return body.data;
}

/** Retries a reading until it equals the expected value (5 s), then asserts it. */
async function settle<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
}

const cardNames = (p: Page) => p.getByTestId('package-card').getByRole('heading').allTextContents();

beforeAll(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

describe('catalogue (mfe-catalog)', () => {
  test('filters and sorts /packages through the URL', async () => {
    await page.goto(`${site().origin}/packages`);
    await page.getByRole('heading', { name: 'All Tour Packages' }).waitFor();
    await page.getByTestId('package-card').first().waitFor();
    const all = await apiList();
    expect(await page.getByTestId('package-card').count()).toBe(all.length);
    await screenshot(page, 'catalog-packages-desktop');

    await page.getByLabel('Category').selectOption('treks');
    await page.waitForURL(/category=treks/);
    const treks = await apiList('?category=treks');
    await settle(() => page.getByTestId('package-card').count(), treks.length);
    expect((await cardNames(page)).sort()).toEqual(treks.map((p) => p.name).sort());

    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    const byPrice = [...treks].sort((a, b) => b.offerPrice - a.offerPrice).map((p) => p.name);
    await settle(() => cardNames(page), byPrice);

    await page.getByLabel('Price per person').selectOption('under-8000');
    await page.waitForURL(/price=under-8000/);
    await page.getByText('No packages match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await settle(() => page.getByTestId('package-card').count(), all.length);
    expect(page.url()).toContain('sort=price-desc');

    // The URL alone restores the listing.
    await page.goto(`${site().origin}/packages?category=char-dham&sort=price-asc`);
    const charDham = (await apiList('?category=char-dham')).sort((a, b) => a.offerPrice - b.offerPrice);
    await settle(
      () => cardNames(page),
      charDham.map((p) => p.name),
    );
  });

  test('/treks lists only treks with its own heading and title', async () => {
    await page.goto(`${site().origin}/treks`);
    await page.getByRole('heading', { level: 1, name: 'Himalayan Trekking Packages' }).waitFor();
    await page.getByTestId('package-card').first().waitFor();
    const treks = await apiList('?category=treks');
    expect((await cardNames(page)).sort()).toEqual(treks.map((p) => p.name).sort());
    expect(await page.title()).toBe('Trekking Packages | Trippy Himalaya');
    await screenshot(page, 'catalog-treks-desktop');
  });

  test('destinations list their packages; one destination shows only its own', async () => {
    await page.goto(`${site().origin}/Destination`);
    await page.getByRole('heading', { level: 1, name: 'Destinations' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Kedarnath/ }).waitFor();
    await page.goto(`${site().origin}/destination/chamoli`);
    await page.getByRole('heading', { level: 1, name: 'Chamoli Tour Packages' }).waitFor();
    const chamoli = await apiList('?destination=chamoli');
    await settle(() => page.getByTestId('package-card').count(), chamoli.length);
  });

  test('the package page shows batches with seats left, JSON-LD, canonical, and Book Now goes to /login', async () => {
    await page.goto(`${site().origin}/packages/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: /Valley of Flowers/ }).waitFor();
    await page.getByRole('heading', { name: 'Upcoming batches' }).waitFor();
    const departures = page.getByRole('list', { name: 'Departure dates' });
    expect(await departures.getByText(/seats? left|Sold out/).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Day-by-day itinerary' }).waitFor();
    await page.getByText('GST (5%)').waitFor();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@type': string; offers: Array<{ priceCurrency: string }> };
    expect(jsonLd['@type']).toBe('TouristTrip');
    expect(jsonLd.offers[0]?.priceCurrency).toBe('INR');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site().origin}/packages/${SLUG}`,
    );
    // Add-ons are never pre-selected.
    expect(await page.locator('aside input[type="checkbox"]:checked').count()).toBe(0);
    // The advance is offered only for a departure more than 15 days away (the first one here is closer).
    await departures.getByRole('radio').last().check();
    await page.getByText('Pay 25% advance now').click();
    await page.getByText(/Pay now \(25% advance\)/).waitFor();
    await screenshot(page, 'catalog-package-desktop');

    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/login');
    expect(await page.locator('link[rel="canonical"][data-catalog-canonical]').count()).toBe(0);
  });

  test('search panel: quick suggestions, results, no results, Enter opens, recent searches', async () => {
    await page.goto(`${site().origin}/packages`);
    const search = page.getByRole('combobox', { name: 'Search destinations and packages' });
    await search.click();
    await page.getByText('Popular Destinations').waitFor();
    await search.fill('ke');
    await page.getByText('Quick Suggestions').waitFor();
    await search.fill('zzqx');
    await page.getByText('No results found for "zzqx"').waitFor();
    await page.getByText('Try different keywords or check spelling and popular searches').waitFor();
    await search.fill('valley');
    await page.getByText(/Search Results \(\d\)/).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(`**/packages/${SLUG}`);
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? '[]'));
    expect(recent[0].slug).toBe(SLUG);

    await page.goto(`${site().origin}/packages`);
    await search.click();
    await page.getByText('Recent Searches').waitFor();
    await search.press('Escape');
    await page.getByText('Recent Searches').waitFor({ state: 'hidden' });
  });

  test('phone layouts at 390 do not overflow', async () => {
    const phone = await openBrowser(PHONE);
    const p = await newPage(phone);
    try {
      for (const [path, name] of [
        ['/packages', 'catalog-packages-phone'],
        ['/treks', 'catalog-treks-phone'],
        [`/packages/${SLUG}`, 'catalog-package-phone'],
      ] as const) {
        await p.goto(`${site().origin}${path}`);
        await p
          .getByTestId('package-card')
          .or(p.getByRole('button', { name: 'Book Now' }))
          .first()
          .waitFor();
        await p.waitForLoadState('networkidle');
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await screenshot(p, name);
        await p.screenshot({ path: `screenshots/${name}-top.png` });
      }
    } finally {
      await phone.close();
    }
  });
});
