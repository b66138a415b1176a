// When the server misses a region's deadline (a busy machine, a slow remote) it sends the page with the
// region left to the browser, which renders it from the API. Nothing may move when the data arrives: the
// listings' filters and count keep their room while the choices and the total load, a destination's hero
// shows the address's name.
import fs from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, newPage, openBrowser, PHONE, screenshot } from '../harness/browser';
import { layoutShiftSinceHydration, recordLayoutShifts, regionHydrated } from '../harness/layout-shift';
import { startSite, stopProcess, type RunningSite } from '../harness/site-server';

/**
 * Public pages of each kind, and what shows once the browser has rendered the region. A region that loads
 * data always misses a 1 ms deadline (`loadsData`); one that needs none may render in time once its code is
 * loaded, and is then hydrated: it must not move either.
 */
const PAGES: { path: string; ready: string; loadsData: boolean }[] = [
  { path: '/packages', ready: '[data-testid="package-card"]', loadsData: true },
  { path: '/packages?duration=short', ready: '[data-testid="package-card"]', loadsData: true },
  { path: '/treks', ready: '[data-testid="package-card"]', loadsData: true },
  { path: '/destination/chamoli', ready: '[data-testid="package-card"]', loadsData: true },
  { path: '/packages/valley-of-flowers-trek', ready: '#mfe-catalog h1', loadsData: true },
  { path: '/', ready: '#mfe-content h1', loadsData: false },
  { path: '/char-dham', ready: '#mfe-content h1', loadsData: false },
  { path: '/blogs', ready: '#mfe-content h1', loadsData: false },
];

let site: RunningSite | undefined;
let context: BrowserContext | undefined;

const origin = () => {
  if (!site) throw new Error('the site did not start');
  return site.origin;
};

beforeAll(async () => {
  // Every region misses a 1 ms deadline: each page comes with its layout and an empty region.
  site = await startSite({ SSR_REGION_DEADLINE_MS: '1' });
}, 90_000);
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  if (!site) return;
  await stopProcess(site.process);
  fs.rmSync(site.dataDir, { recursive: true, force: true });
});

describe('a region the browser renders itself', () => {
  test('the HTML has the layout and the region empty, for the browser to render', async () => {
    const html = await (await fetch(`${origin()}/packages`)).text();
    expect(html).toContain('id="app-header"');
    expect(html).toContain('<div id="mfe-catalog"></div>');
    expect(html).not.toContain('data-testid="package-card"');
  });

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('nothing moves when its data arrives (%s)', async (name, viewport) => {
    context = await openBrowser(viewport);
    await context.addInitScript(recordLayoutShifts);
    const page = await newPage(context);
    const shifted: { path: string; shift: number; moved: string[] }[] = [];
    for (const { path, ready, loadsData } of PAGES) {
      await page.goto(`${origin()}${path}`);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const measured = await layoutShiftSinceHydration(page, { fromPageStart: true });
      const { shift, moved } = measured;
      // Rendered by the browser, not hydrated: the test is about that case.
      if (loadsData)
        expect({ path, regionHydrated: regionHydrated(measured) }).toEqual({
          path,
          regionHydrated: false,
        });
      if (shift !== 0) shifted.push({ path, shift, moved });
    }
    expect(shifted).toEqual([]);
    // The count and the category choices came with the data.
    await page.goto(`${origin()}/packages`);
    await page.getByText(/^\d+ packages$/).waitFor();
    expect(await page.getByLabel('Category').isEnabled()).toBe(true);
    expect(await page.getByLabel('Category').locator('option').count()).toBeGreaterThan(1);
    await screenshot(page, `browser-rendered-listing-${name}`);
  });
});

describe('a listing whose first load fails', () => {
  test('says so, keeps its filters usable and loads on "Try again"', async () => {
    context = await openBrowser(PHONE);
    const page = await newPage(context);
    let refused = 0;
    // The first listing request fails as an overloaded API would; the category choices load as usual.
    await page.route(/\/api\/packages\?/, async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The service is busy, please try again' }),
      });
    });
    await page.goto(`${origin()}/packages?category=treks`);
    const alert = page.getByRole('alert').filter({ hasText: 'The service is busy' });
    await alert.waitFor();
    expect(refused).toBe(1);

    // Not "loading" for ever: the chosen category is shown and the filter can go back to all categories.
    const category = page.getByLabel('Category');
    expect(await category.isEnabled()).toBe(true);
    expect(await category.inputValue()).toBe('treks');
    expect(await category.locator('option').allTextContents()).toEqual(['All categories', 'Treks']);
    const filters = page.getByRole('group', { name: 'Filter and sort packages' });
    expect(await filters.getAttribute('aria-busy')).toBeNull();
    await screenshot(page, 'browser-rendered-listing-failed-phone');

    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-testid="package-card"]').first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'The service is busy' }).count()).toBe(0);
    expect(await category.locator('option').count()).toBeGreaterThan(2);
    expect(await category.inputValue()).toBe('treks');
    expect(await page.getByText(/^\d+ packages?$/).count()).toBe(1);
  });
});
