// What a page downloads before the visitor does anything: only the remotes its route renders (the layout's
// widgets owned by other remotes arrive as markup and load their code at the first interaction or when idle),
// found through the entries the page carries (no configuration or manifest fetched), preloaded all at once
// after the first paint.
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage } from '../harness/browser';
import { site } from '../harness/site';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad, PUBLIC_PAGES } from '../harness/first-load-bytes';

/** Long enough for everything the page starts by itself; shorter than the idle delay of deferred widgets. */
const SETTLE_MS = 1_000;

const remoteOf = (url: string): string | undefined => /\/remotes\/(\w+)\/remoteEntry\.js$/.exec(url)?.[1];

async function loadWithoutTouching(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  const listener = (request: { url(): string }) => urls.push(request.url());
  page.on('request', listener);
  await page.goto(`${site().origin}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  page.off('request', listener);
  return urls;
}

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterEach(async () => {
  await context.close();
});

describe('first load', () => {
  test.each(PUBLIC_PAGES)(
    '%s downloads at most 150 KB of JavaScript, gzip, before the visitor acts',
    async (path) => {
      // Rendered once first, so the page is what visitors get once the server is warm.
      await (await fetch(`${site().origin}${path}`)).text();
      const { downloads, jsGzip } = await measureFirstLoad(site().origin, path);
      const scripts = downloads.filter((d) => d.type === 'script');
      expect(scripts.length).toBeGreaterThan(3);
      if (jsGzip > FIRST_LOAD_BUDGET_BYTES) {
        const files = scripts.map((d) => `${(d.gzip / 1024).toFixed(1)} KB ${d.url}`).join('\n');
        console.error(`${path}: ${(jsGzip / 1024).toFixed(1)} KB of JavaScript, gzip:\n${files}`);
      }
      expect(jsGzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    },
  );

  test.each([
    ['/blogs', ['content']],
    ['/packages', ['catalog']],
    ['/packages/valley-of-flowers-trek', ['catalog']],
    ['/', ['content']],
    // The catalog's Char Dham carousel is there as markup; its code waits for an interaction.
    ['/char-dham', ['content']],
  ])('%s fetches only the remotes it renders: %j', async (path, expected) => {
    const urls = await loadWithoutTouching(page, path);
    const remotes = [...new Set(urls.map(remoteOf).filter(Boolean))].sort();
    expect(remotes).toEqual(expected);
    expect(urls.filter((url) => url.endsWith('mf-manifest.json') || url.endsWith('/remotes.json'))).toEqual(
      [],
    );
    // The route's entry is preloaded beside main.js, not found after it.
    const preloads = await page.$$eval('link[rel="preload"][as="script"]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    for (const remote of expected) expect(preloads).toContain(`/remotes/${remote}/remoteEntry.js`);
    // The header's search panel is there as markup all the same.
    expect(await page.locator('header [data-search-panel="header"]').count()).toBe(1);
    // Its page's stylesheets came in the HTML: hydrating it (its lazy page chunk too) asked for none.
    expect(urls.filter((url) => url.endsWith('.css'))).toEqual([]);
  });

  test.each([
    ['/', 'content-home', ['content-blog-list', 'content-leads', 'content-char-dham']],
    ['/blogs', 'content-blog-list', ['content-home', 'content-leads', 'content-lead-detail']],
    ['/char-dham', 'content-char-dham', ['content-home', 'content-blog-post', 'content-leads']],
  ])(
    '%s carries the CSS of its own lazy page (%s) and preloads its code, not the CSS of the others',
    async (path, own, others) => {
      const html = await (await fetch(`${site().origin}${path}`)).text();
      const inline = [...html.matchAll(/<style[^>]{0,300}data-href="([^"]{1,300})"/g)].map((m) => m[1] ?? '');
      // The scripts the loader at the end of the body preloads after the first paint (its first argument).
      const preloads = JSON.parse(
        /\}\)\((\[[^\]]{0,5000}\]),"[^"]{1,300}",\d{1,6}\);/.exec(html)?.[1] ?? '[]',
      ) as string[];
      const named = (list: string[], chunk: string) => list.filter((url) => url.includes(`/${chunk}.`));
      expect(named(inline, own).length).toBeGreaterThan(0);
      expect(named(preloads, own).length).toBeGreaterThan(0);
      for (const other of others)
        expect({ other, inline: named(inline, other) }).toEqual({ other, inline: [] });
    },
  );

  test('the scripts start after the first paint, all at once and each once, and the page hydrates', async () => {
    const urls = await loadWithoutTouching(page, '/char-dham');
    await page.waitForFunction(() => !document.querySelector('#mfe-content')?.hasAttribute('data-ssr'));
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.map(({ name }) => name)).toContain(`${site().origin}/main.js`);
    expect(scripts.filter(({ start }) => start < paint)).toEqual([]);
    const js = urls.filter((url) => url.endsWith('.js'));
    expect(js.length).toBeGreaterThan(3);
    // A preloaded chunk is not fetched again when webpack asks for it.
    expect(js.filter((url, index) => js.indexOf(url) !== index)).toEqual([]);
  });

  test('a page loaded in a background tab (it does not paint) loads its scripts at once and hydrates', async () => {
    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' }),
    );
    const urls = await loadWithoutTouching(page, '/blogs');
    await page.waitForFunction(() => !document.querySelector('#mfe-content')?.hasAttribute('data-ssr'));
    expect(urls.filter((url) => url.endsWith('/main.js'))).toHaveLength(1);
  });

  test('the stylesheets arrive in the HTML: no CSS request at load, at hydration or when the widgets load', async () => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${site().origin}/char-dham`, { waitUntil: 'load' });
    const inline = await page.$$eval('style[data-href]', (styles) => styles.map((s) => s.dataset.href ?? ''));
    expect(inline.length).toBeGreaterThan(2);
    // Named by the absolute address the remotes' CSS loader asks for, so it finds them and loads nothing.
    for (const href of inline) expect(href).toMatch(new RegExp(`^${site().origin}/remotes/\\w+/.+\\.css$`));
    await page.mouse.move(640, 30);
    await page.waitForFunction(
      () =>
        !document
          .querySelector('header [data-search-panel="header"] [aria-label="Search by voice"]')
          ?.hasAttribute('aria-disabled'),
    );
    await page.getByRole('button', { name: 'Send Query' }).click();
    await page.getByRole('dialog', { name: 'Plan Your Trip' }).waitFor();
    expect(urls.filter((url) => url.endsWith('.css'))).toEqual([]);
    // And the page looks as it did with linked stylesheets: the carousel's cards are laid out in a row.
    const cards = page.getByTestId('package-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (!first || !second) throw new Error('the carousel shows no cards');
    expect(second.x).toBeGreaterThan(first.x + first.width / 2);
    expect(Math.abs(second.y - first.y)).toBeLessThan(first.height / 4);
  });

  test('the header search loads its code at the first interaction and then searches', async () => {
    const urls = await loadWithoutTouching(page, '/blogs');
    // Its stylesheet is linked (the markup is there); none of its code is fetched.
    expect(urls.some((url) => url.includes('/remotes/catalog/') && url.endsWith('.js'))).toBe(false);
    const input = page.locator('header [data-search-panel="header"]').getByRole('combobox');
    // Focusable, but its buttons say they do nothing yet.
    expect(await input.isDisabled()).toBe(false);
    expect(await page.locator('header [aria-label="Search by voice"]').getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.mouse.move(640, 30);
    await input.waitFor();
    await page.waitForFunction(
      () =>
        !document
          .querySelector('header [data-search-panel="header"] [aria-label="Search by voice"]')
          ?.hasAttribute('aria-disabled'),
    );
    await input.fill('kedar');
    await page.locator('header [data-search-panel="header"]').getByRole('option').first().waitFor();
  });

  test('a keyboard user reaches the header search and types before its code arrives: nothing is lost', async () => {
    // Catalog's code held back a while, as on a slow network: the Tab that asks for it is not enough time.
    let held = 0;
    await page.route(/\/remotes\/catalog\/.+\.js$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    try {
      await loadWithoutTouching(page, '/blogs');
      const input = page.locator('header [data-search-panel="header"]').getByRole('combobox');
      // The same Tab order as once hydrated: the field is a stop, not skipped while its code loads.
      for (let i = 0; i < 20 && !(await input.evaluate((field) => field === document.activeElement)); i += 1)
        await page.keyboard.press('Tab');
      await page.keyboard.type('kedar');
      expect(await page.locator('header [aria-label="Search by voice"]').getAttribute('aria-disabled')).toBe(
        'true',
      );
      await page.locator('header [data-search-panel="header"]').getByRole('option').first().waitFor();
      expect(await input.inputValue()).toBe('kedar');
      expect(await input.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(held).toBeGreaterThan(0);
    } finally {
      await page.unroute(/\/remotes\/catalog\/.+\.js$/);
    }
  });

  test('without any interaction the layout widgets load once the page is idle', async () => {
    await loadWithoutTouching(page, '/blogs');
    await page.waitForFunction(
      () =>
        !document
          .querySelector('header [data-search-panel="header"] [aria-label="Search by voice"]')
          ?.hasAttribute('aria-disabled'),
      undefined,
      { timeout: 15_000 },
    );
  });

  test('a click on the Send Query tab before its code arrived is played back once it has', async () => {
    await page.goto(`${site().origin}/about`, { waitUntil: 'load' });
    // The shell has hydrated (the route's region is mounted); the tab is still the server's markup.
    await page.waitForFunction(() => !document.getElementById('mfe-content')?.hasAttribute('data-ssr'));
    const sendQueryCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('send_query')) sendQueryCode.push(request.url());
    });
    expect(sendQueryCode).toEqual([]);
    await page.getByRole('button', { name: 'Send Query' }).click();
    await page.getByRole('dialog', { name: 'Plan Your Trip' }).waitFor();
    expect(sendQueryCode.length).toBeGreaterThan(0);
  });
});
