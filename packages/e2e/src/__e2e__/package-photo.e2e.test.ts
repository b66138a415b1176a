// A package page whose photo is an upload (the seed's photos go through the image pipeline, issue 34): the
// browser picks the AVIF variant for its width, the photo paints, no layout moves; screenshots at 390 and 1280.
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';

const SLUG = 'valley-of-flowers-trek';

interface HeroReading {
  currentSrc: string;
  naturalWidth: number;
  boxWidth: number;
  bytes: number;
  preloaded: boolean;
}

async function readHero(page: Page): Promise<HeroReading> {
  const hero = page.locator('picture img').first();
  await hero.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('picture img');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('picture img')!;
    const entry = performance.getEntriesByType('resource').find((e) => e.name === img.currentSrc) as
      PerformanceResourceTiming | undefined;
    return {
      currentSrc: img.currentSrc,
      naturalWidth: img.naturalWidth,
      boxWidth: img.getBoundingClientRect().width,
      bytes: entry?.encodedBodySize ?? -1,
      preloaded: !!document.querySelector('head link[rel="preload"][as="image"][imagesrcset*=".avif"]'),
    };
  });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a package page with a real photo (%s)', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openBrowser(viewport);
    page = await newPage(context);
  });
  afterAll(() => context.close());

  test('the photo is an AVIF variant sized for the screen, preloaded, painted', async () => {
    await page.goto(`${site().origin}/packages/${SLUG}`);
    const hero = await readHero(page);
    expect(hero.currentSrc).toMatch(/\/api\/images\/v\/[0-9a-f]{24}\/\d+\.avif$/);
    expect(hero.preloaded).toBe(true);
    // A variant at least as wide as the box (at the device's pixel ratio 1), never the whole upload.
    expect(hero.naturalWidth).toBeGreaterThanOrEqual(Math.min(hero.boxWidth, 1600) - 1);
    if (name === 'phone') {
      expect(hero.naturalWidth).toBeLessThanOrEqual(640);
      expect(hero.bytes).toBeLessThanOrEqual(120 * 1024);
    }
    console.log(
      `[${name}] hero ${hero.currentSrc.split('/').slice(-1)[0]} ${hero.bytes} bytes, box ${hero.boxWidth}px`,
    );
    await screenshot(page, `package-photo-${name}-${viewport.width}`);
  });
});
