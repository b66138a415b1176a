import type { BrowserContext, Page } from 'playwright-core';
import { newPage, openBrowser, screenshot } from '../harness/browser';
import { site } from '../harness/site';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterAll(() => context.close());

async function charDhamCount(): Promise<number> {
  const body = (await (await fetch(`${site().origin}/api/packages`)).json()) as {
    data: { category: { name: string } }[];
  };
  return body.data.filter((p) => p.category.name.toLowerCase() === 'char dham').length;
}

describe('Char Dham packages carousel (mfe-catalog inside mfe-content)', () => {
  test.each([
    [1280, 3],
    [900, 2],
    [390, 1],
  ])(
    'at %i px it shows %i cards, with arrows and dots only when more packages than fit',
    async (width, visible) => {
      const count = await charDhamCount();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site().origin}/char-dham`);
      const section = page.locator('section[aria-labelledby="chardham-packages-heading"]');
      await section.getByTestId('package-card').first().waitFor();
      expect(await section.getByTestId('package-card').count()).toBe(count);

      const ratio = await section.evaluate((el) => {
        const viewport = el.querySelector('[data-carousel-viewport]') as HTMLElement;
        const slide = viewport.querySelector('[data-carousel-slide]') as HTMLElement;
        return viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width;
      });
      expect(Math.round(ratio)).toBe(visible);

      const previous = section.getByRole('button', { name: 'Previous packages' });
      const next = section.getByRole('button', { name: 'Next packages' });
      if (count > visible) {
        expect(await previous.isDisabled()).toBe(true);
        expect(await section.getByRole('button', { name: /^Show packages/ }).count()).toBe(
          Math.ceil(count / visible),
        );
        for (let step = 0; step < count - visible; step += 1) await next.click();
        expect(await next.isDisabled()).toBe(true);
        expect(await previous.isDisabled()).toBe(false);
      } else {
        expect(await next.count()).toBe(0);
      }
      await screenshot(page, `char-dham-carousel-${width}`);
    },
  );
});
