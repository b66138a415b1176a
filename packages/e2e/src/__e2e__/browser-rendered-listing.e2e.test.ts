// When the server misses a region's deadline (a busy machine, a slow remote) it sends the page with the
// region left to the browser, which renders it from the API. The listings must not move when their data
// arrives: the filters and the count keep their room while the choices and the total load.
import fs from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, newPage, openBrowser, PHONE, screenshot } from '../harness/browser';
import { layoutShiftSinceHydration, recordLayoutShifts } from '../harness/layout-shift';
import { startSite, stopProcess, type RunningSite } from '../harness/site-server';

const LISTINGS = ['/packages', '/packages?duration=short', '/treks', '/destination/chamoli'];

let site: RunningSite;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // Every region misses a 1 ms deadline: each page comes with its layout and an empty region.
  site = await startSite({ SSR_REGION_DEADLINE_MS: '1' });
}, 90_000);
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await stopProcess(site.process);
  fs.rmSync(site.dataDir, { recursive: true, force: true });
});

describe('a listing the browser renders itself', () => {
  test('its HTML has the layout and no cards: the region is left to the browser', async () => {
    const html = await (await fetch(`${site.origin}/packages`)).text();
    expect(html).toContain('id="app-header"');
    expect(html).not.toContain('data-testid="package-card"');
  });

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('nothing moves when its packages, choices and count arrive (%s)', async (name, viewport) => {
    context = await openBrowser(viewport);
    await context.addInitScript(recordLayoutShifts);
    const page = await newPage(context);
    const shifted: { path: string; shift: number; moved: string[] }[] = [];
    for (const path of LISTINGS) {
      await page.goto(`${site.origin}${path}`);
      await page.getByTestId('package-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { shift, moved, hydrated } = await layoutShiftSinceHydration(page, { fromPageStart: true });
      // Rendered by the browser, not hydrated: the test is about that case.
      expect({ path, regionHydrated: hydrated.some((id) => id.startsWith('mfe-')) }).toEqual({
        path,
        regionHydrated: false,
      });
      if (shift !== 0) shifted.push({ path, shift, moved });
    }
    expect(shifted).toEqual([]);
    // The count and the category choices came with the data.
    await page.goto(`${site.origin}/packages`);
    await page.getByText(/^\d+ packages$/).waitFor();
    expect(await page.getByLabel('Category').isEnabled()).toBe(true);
    expect(await page.getByLabel('Category').locator('option').count()).toBeGreaterThan(1);
    await screenshot(page, `browser-rendered-listing-${name}`);
  });
});
