// A package page whose photo is an upload (the seed's photos go through the image pipeline, issue 34): the
// browser picks the AVIF variant for its width, the photo paints, no layout moves; screenshots at 390 and 1280.
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';

const SLUG = 'valley-of-flowers-trek';

interface HeroReading {
  currentSrc: string;
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
      boxWidth: img.getBoundingClientRect().width,
      bytes: entry?.encodedBodySize ?? -1,
      preloaded: !!document.querySelector('head link[rel="preload"][as="image"][imagesrcset*=".avif"]'),
    };
  });
}

describe.each([
  ['phone', PHONE, 1],
  ['phone at 3x', PHONE, 3],
  ['desktop', DESKTOP, 1],
] as const)('a package page with a real photo (%s)', (name, viewport, deviceScaleFactor) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openBrowser(viewport, { deviceScaleFactor });
    page = await newPage(context);
  });
  afterAll(() => context.close());

  test('the photo is an AVIF variant sized for the screen, preloaded, painted', async () => {
    await page.goto(`${site().origin}/packages/${SLUG}`);
    const hero = await readHero(page);
    expect(hero.currentSrc).toMatch(/\/api\/images\/v\/[0-9a-f]{24}\/\d+\.avif$/);
    expect(hero.preloaded).toBe(true);
    // The variant's own width in pixels, from its name (naturalWidth is in CSS pixels for a srcset's pick).
    const variantWidth = Number(/(\d+)\.avif$/.exec(hero.currentSrc)?.[1]);
    // A variant with a pixel per CSS pixel at least, never the whole upload.
    expect(variantWidth).toBeGreaterThanOrEqual(Math.min(hero.boxWidth, 1600) - 1);
    if (name === 'phone') expect(variantWidth).toBeLessThanOrEqual(640);
    // A dense phone gets the variant it would at 2x: two pixels per CSS pixel, not three.
    if (name === 'phone at 3x') {
      expect(variantWidth).toBeGreaterThanOrEqual(2 * hero.boxWidth - 1);
      expect(variantWidth).toBeLessThan(3 * hero.boxWidth);
    }
    if (name !== 'desktop') expect(hero.bytes).toBeLessThanOrEqual(120 * 1024);
    console.log(
      `[${name}] hero ${hero.currentSrc.split('/').slice(-1)[0]} ${hero.bytes} bytes, box ${hero.boxWidth}px`,
    );
    await screenshot(page, `package-photo-${name.replace(/\W+/g, '-')}-${viewport.width}`);
  });
});
