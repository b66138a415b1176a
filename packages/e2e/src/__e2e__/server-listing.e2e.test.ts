// The search panel and the listings ask the server for what they show: a search answer of at most six
// packages, one page of a listing; the catalogue is never downloaded whole.
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage } from '../harness/browser';
import { site } from '../harness/site';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

const packageRequests = (urls: string[]) =>
  urls.filter((url) => new URL(url).pathname === '/api/packages').map((url) => new URL(url).searchParams);

describe('server search and listing', () => {
  test('a 3+ character search asks the server for at most 6 packages', async () => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${site().origin}/about`);
    const panel = page.locator('header [data-search-panel="header"]');
    const input = panel.getByRole('combobox');
    await page.mouse.move(640, 30);
    await page.waitForFunction(
      () =>
        !document
          .querySelector('header [data-search-panel="header"] [aria-label="Search by voice"]')
          ?.hasAttribute('aria-disabled'),
    );
    await input.fill('trek');
    await panel.getByText(/Search Results \(\d\)/).waitFor();
    page.removeAllListeners('request');
    const searches = packageRequests(urls);
    expect(searches.map((params) => [params.get('q'), params.get('limit')])).toEqual([['trek', '6']]);
    const shown = await panel.getByRole('option').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(6);
  });

  test('/packages arrives rendered with its first page; a filter asks the server for page 1 of it', async () => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${site().origin}/packages?page=1`);
    await page.getByTestId('package-card').first().waitFor();
    // The first page came in the HTML: nothing asked for it again.
    expect(packageRequests(urls)).toEqual([]);
    // Waits for the answer itself: the count shown before it (the first page's) is not empty either.
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/packages' && url.searchParams.get('duration') === 'short';
    });
    await page.getByLabel(/^Duration/).selectOption('short');
    await page.waitForURL((url) => url.searchParams.get('duration') === 'short');
    expect(page.url()).not.toContain('page=');
    await answered;
    page.removeAllListeners('request');
    const pages = packageRequests(urls);
    expect(pages).toHaveLength(1);
    expect(Object.fromEntries(pages[0] ?? [])).toEqual({ page: '1', pageSize: '24', duration: 'short' });
  });
});
