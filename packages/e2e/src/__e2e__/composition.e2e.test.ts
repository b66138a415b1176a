import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot, PHONE, DESKTOP } from '../harness/browser';
import { site } from '../harness/site';
import { reactCopies, recordLoad } from '../harness/network';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

describe('composition of the shell and the remotes', () => {
  test('/char-dham shows mfe-content with mfe-catalog’s carousel inside, React fetched once', async () => {
    // The carousel arrives as markup; its code (the catalog remote) loads at the first interaction, or when
    // the browser is idle if that comes first (a slow first load): listened for from before the navigation.
    const catalogEntry = page.waitForResponse((response) =>
      response.url().endsWith('/remotes/catalog/remoteEntry.js'),
    );
    const record = await recordLoad(page, `${site().origin}/char-dham`, async () => {
      await page.getByRole('heading', { name: 'Chardham Yatra Packages' }).waitFor();
      await page.mouse.move(200, 200);
      await catalogEntry;
    });
    await page.getByRole('heading', { name: /^Char Dham Yatra 20\d\d$/ }).waitFor();
    await page.getByTestId('package-card').first().waitFor();
    const urls = record.responses.map((r) => r.url());
    // The page names the entries it was rendered with: the browser fetches no configuration or manifest.
    expect(urls.filter((u) => u.endsWith('mf-manifest.json') || u.endsWith('/remotes.json'))).toEqual([]);
    const entries = urls.filter((u) => u.endsWith('/remoteEntry.js'));
    expect(entries.some((u) => u.includes('/remotes/content/'))).toBe(true);
    expect(entries.some((u) => u.includes('/remotes/catalog/'))).toBe(true);
    expect(entries.some((u) => u.includes('/remotes/booking/'))).toBe(false);
    expect(reactCopies(record)).toEqual({ react: 1, reactDomClient: 1 });
    await screenshot(page, 'char-dham-desktop');
  });

  test.each(['/', '/packages', '/packages/valley-of-flowers-trek', '/login'])(
    'React is fetched once on %s',
    async (path) => {
      const record = await recordLoad(page, `${site().origin}${path}`, () =>
        page.locator('h1').first().waitFor(),
      );
      expect(reactCopies(record)).toEqual({ react: 1, reactDomClient: 1 });
    },
  );

  test('an unknown path shows the not-found page marked noindex; known pages are indexable', async () => {
    await page.goto(`${site().origin}/no/such/trail`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site().origin}/`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index,follow');
  });

  test('client-side navigation across remotes sets each route’s title and keeps pages indexable', async () => {
    await page.goto(`${site().origin}/packages`);
    await page.getByTestId('package-card').first().waitFor();
    await page.getByRole('link', { name: 'Treks', exact: true }).first().click();
    await page.waitForURL('**/treks');
    await page.waitForFunction(() => document.title.includes('Trekking Packages'));
    await page.getByRole('button', { name: 'More' }).click();
    await page.locator('#more-menu').getByRole('link', { name: 'Blogs' }).click();
    await page.waitForURL('**/blogs');
    await page.waitForFunction(() => document.title.includes('Travel Blog'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index,follow');
    // The route's description too (the route texts load apart from the page's start-up code).
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Stories and guides from the Himalaya.',
    );
  });

  test('pages render at phone and desktop widths', async () => {
    for (const [viewport, tag] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/packages', '/packages/valley-of-flowers-trek', '/char-dham', '/login']) {
        await page.goto(`${site().origin}${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path, tag, overflow }).toEqual({ path, tag, overflow: 0 });
        await screenshot(page, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${tag}`);
      }
    }
  });
});
