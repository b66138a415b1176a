import path from 'node:path';
// A package page on a phone (#36): the booking bar holds the price per person, the chosen departure and a
// button that books it, above the mobile bar; the WhatsApp button steps above it, and nothing fixed covers the
// price panel's figures or buttons as they are read. At 1280 px the bar is not there.
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newPage, openBrowser, PHONE } from '../harness/browser';
import { getPackage } from '../harness/api';
import { site } from '../harness/site';
import { SCREENSHOT_DIR } from '../harness/paths';

const SLUG = 'valley-of-flowers-trek';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** For each element: whether some other fixed element is what a tap at its centre would hit, once it is scrolled into view. */
async function coveredInPanel(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const panel = document.querySelector('aside[aria-label="Book this trip"]')!;
    const targets = [
      ...panel.querySelectorAll<HTMLElement>(
        'button, a, input, table, [class*="offer"], [class*="perPerson"]',
      ),
    ].filter((element) => !element.closest('[data-testid="booking-bar"]') && element.offsetParent !== null);
    const problems: string[] = [];
    for (const target of targets) {
      target.scrollIntoView({ block: 'center' });
      await frame();
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && !target.contains(hit) && !hit.contains(target))
        problems.push(
          `${target.tagName.toLowerCase()} "${target.textContent?.trim().slice(0, 30)}" under ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}`,
        );
    }
    return problems;
  });
}

describe.each([
  ['390', PHONE],
  ['360', { width: 360, height: 740 }],
])('the booking bar of a package page at %s px', (width, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openBrowser(viewport);
    page = await newPage(context);
  });
  afterAll(async () => {
    await context.close();
  });

  test('price, departure and its button above the mobile bar; WhatsApp above it; the panel never covered', async () => {
    const pkg = await getPackage(SLUG);
    await page.goto(`${site().origin}/packages/${SLUG}`);
    const bar = page.getByTestId('booking-bar');
    await bar.waitFor();
    const button = bar.getByRole('button', { name: 'Book this date' });
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="booking-bar"] button')?.hasAttribute('disabled'),
    );
    const text = await bar.textContent();
    expect(text).toContain('per person + 5% GST');
    const first = pkg.batches.find((b) => b.seatsLeft > 0)!;
    expect(text).toMatch(
      new RegExp(`${Number(first.startDate.slice(8, 10))} [A-Z][a-z]{2} ${first.startDate.slice(0, 4)}`),
    );

    const barBox = (await bar.boundingBox())!;
    const mobileBar = (await page.getByRole('navigation', { name: 'Mobile' }).boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(Math.round(mobileBar.y));
    expect(barBox.width).toBe(viewport.width);
    const whatsapp = (await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).boundingBox())!;
    expect(overlaps(whatsapp, barBox)).toBe(false);
    expect(overlaps(whatsapp, mobileBar)).toBe(false);
    // What the phone shows (the bar is fixed: a full-page picture would put it mid-page).
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `booking-bar-${width}.png`) });

    expect(await coveredInPanel(page)).toEqual([]);

    await button.click();
    await page.waitForURL(/\/(booking\/|login)/);
  });
});

describe('at 1280 px', () => {
  test('there is no booking bar: the panel beside the trip is at hand', async () => {
    const context = await openBrowser(DESKTOP);
    try {
      const page = await newPage(context);
      await page.goto(`${site().origin}/packages/${SLUG}`);
      await page.getByRole('button', { name: 'Book Now' }).waitFor();
      expect(await page.getByTestId('booking-bar').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
