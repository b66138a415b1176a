import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, openBrowser, screenshot } from '../harness/browser';
import { REPO_ROOT } from '../harness/paths';
import { resetRemotes, setRemotes, site } from '../harness/site';
import { serveDirectory } from '../harness/static-origin';

// The strict Content-Security-Policy (per-response nonce or hashes, no 'unsafe-inline') in Chromium: every page renders
// styled with zero violations, toasts and realtime work, and markup injected into the page cannot run.

const DEMO = { identifier: 'demo@trippyhimalaya.in', password: 'Trek@2026' };

/** Violations seen by the page (securitypolicyviolation events) and by the browser (its console). */
interface CspWatch {
  events: string[];
  console: string[];
  clear(): void;
}

async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const watch: CspWatch = {
    events: [],
    console: [],
    clear() {
      watch.events.length = 0;
      watch.console.length = 0;
    },
  };
  await context.exposeFunction('__reportCspViolation', (text: string) => watch.events.push(text));
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ` +
          `(${event.sample}) on ${location.pathname}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) watch.console.push(message.text());
  });
  return watch;
}

/** Waits until late work (lazy chunks, toasts, style injection) is done and reported. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function waitUntil(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Every `<style>` of the document was applied: a style the policy blocks has no sheet (the injection test
 * below shows it). The page's own come with the nonce (added at run time) or by hash (carried in the page).
 */
async function unappliedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .filter((style) => !style.sheet)
      .map((style) => (style.textContent ?? '').slice(0, 80)),
  );
}

interface PageCase {
  path: string;
  /** The region the owning remote (or the shell) renders into. */
  region: string;
  header: boolean;
  footer: boolean;
}

async function packagePath(): Promise<string> {
  const body = (await (await fetch(`${site().origin}/api/packages`)).json()) as { data: { slug: string }[] };
  return `/packages/${body.data[0]?.slug}`;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('strict CSP on a %s', (label, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let csp: CspWatch;

  beforeAll(async () => {
    context = await openBrowser(viewport);
    csp = await watchCsp(context);
    page = await newPage(context);
  });
  afterAll(() => context.close());
  beforeEach(() => csp.clear());

  test(`/, /packages, a package, /char-dham, /blogs, /login and the 404 page render styled with no violation (${viewport.width} px)`, async () => {
    const cases: PageCase[] = [
      { path: '/', region: '#mfe-content', header: true, footer: true },
      { path: '/packages', region: '#mfe-catalog', header: true, footer: true },
      { path: await packagePath(), region: '#mfe-catalog', header: true, footer: true },
      { path: '/char-dham', region: '#mfe-content', header: true, footer: true },
      { path: '/blogs', region: '#mfe-content', header: true, footer: true },
      { path: '/login', region: '#mfe-account', header: false, footer: false },
      { path: '/no-such-trail', region: '#shell-page', header: true, footer: true },
    ];
    for (const { path: urlPath, region, header, footer } of cases) {
      const response = await page.goto(`${site().origin}${urlPath}`);
      expect(response?.headers()['content-security-policy']).toMatch(
        /script-src 'nonce-[^']+'( 'sha256-[^']+')? 'strict-dynamic'/,
      );
      await page.locator(`${region} h1`).first().waitFor();
      await settle(page);
      expect({
        path: urlPath,
        header: await page.locator('header').first().isVisible(),
        footer: await page.locator('footer').first().isVisible(),
        regionText: ((await page.locator(region).innerText()).trim().length > 20) as boolean,
        nonceMeta: await page.evaluate(
          () => !!document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
        ),
        unappliedStyles: await unappliedStyles(page),
      }).toEqual({ path: urlPath, header, footer, regionText: true, nonceMeta: true, unappliedStyles: [] });
      if (header) {
        // The header's CSS module (style-loader) applied: it is fixed at the top.
        expect(
          await page
            .locator('header')
            .first()
            .evaluate((el) => getComputedStyle(el).position),
        ).toBe('fixed');
      }
      if (urlPath === '/' || urlPath === '/packages') {
        await screenshot(page, `csp${urlPath === '/' ? '-home' : urlPath.replace(/\//g, '-')}-${label}`);
      }
    }
    expect(csp.events).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  test('a toast appears styled (logged-out /profile), and a login opens the realtime websocket, with no violation', async () => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`${site().origin}/profile`);
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Please login to view your profile' });
    await toast.waitFor();
    await page.waitForURL('**/login');
    // sonner's own stylesheet (a runtime <style>) applied: the toaster floats, the toast is a rounded card.
    const looks = await toast.evaluate((el) => {
      const toaster = el.closest('[data-sonner-toaster]') as HTMLElement;
      const style = getComputedStyle(el);
      return {
        toaster: getComputedStyle(toaster).position,
        display: style.display,
        radius: parseFloat(style.borderTopLeftRadius),
        background: style.backgroundColor,
      };
    });
    expect(looks).toMatchObject({ toaster: 'fixed', display: 'flex' });
    expect(looks.radius).toBeGreaterThan(0);
    expect(looks.background).not.toBe('rgba(0, 0, 0, 0)');
    await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
    await page.waitForTimeout(500); // its entry animation
    await screenshot(page, `csp-toast-${label}`);

    await page.getByLabel('Email or phone').fill(DEMO.identifier);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    // The same-origin socket.io websocket is allowed by connect-src 'self'.
    await waitUntil(() => sockets.some((url) => url.includes('/socket.io/')), 'the realtime websocket');
    await settle(page);
    expect(await unappliedStyles(page)).toEqual([]);
    expect(csp.events).toEqual([]);
    expect(csp.console).toEqual([]);
  });
});

describe('strict CSP against injected markup, on /docs and with a remote on another origin', () => {
  let context: BrowserContext;
  let page: Page;
  let csp: CspWatch;

  beforeAll(async () => {
    context = await openBrowser(DESKTOP);
    csp = await watchCsp(context);
    page = await newPage(context);
  });
  afterAll(() => context.close());
  afterEach(() => resetRemotes());
  beforeEach(() => csp.clear());

  test('markup injected into the page cannot run scripts, event handlers or styles (and is reported)', async () => {
    await page.goto(`${site().origin}/packages`);
    await page.getByTestId('package-card').first().waitFor();
    await settle(page);
    expect(csp.events).toEqual([]);
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { __pwned?: number };
      const host = document.createElement('div');
      document.body.appendChild(host);
      host.innerHTML =
        '<img src="/no-such-image.png" onerror="window.__pwned=1">' +
        '<style>body { background-color: rgb(1, 2, 3) }</style>' +
        '<iframe srcdoc="<script>parent.__pwned=3</script>"></iframe>';
      document.body.insertAdjacentHTML(
        'beforeend',
        '<a id="js-link" href="javascript:window.__pwned=4">x</a>',
      );
      (document.getElementById('js-link') as HTMLAnchorElement).click();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        pwned: w.__pwned,
        background: getComputedStyle(document.body).backgroundColor,
        injectedStyleSheet: !!host.querySelector('style')?.sheet,
      };
    });
    expect(outcome.pwned).toBeUndefined();
    expect(outcome.injectedStyleSheet).toBe(false);
    expect(outcome.background).not.toBe('rgb(1, 2, 3)');
    await waitUntil(() => csp.events.length >= 3, 'the violation reports');
    expect(csp.events.join('\n')).toMatch(/script-src-attr|script-src/);
    expect(csp.events.join('\n')).toMatch(/style-src/);
    // The console listener sees the browser's reports too (so an empty list elsewhere means none happened).
    expect(csp.console.length).toBeGreaterThan(0);
  });

  test('/docs (swagger-ui) works under its own policy with no violation', async () => {
    const response = await page.goto(`${site().origin}/docs/`);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'Trippy Himalaya API' }).waitFor();
    await page.locator('.opblock').first().waitFor();
    await settle(page);
    expect(
      await page
        .locator('.swagger-ui .opblock')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('solid');
    expect(csp.events).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  test('a remote served from a second origin is allowed by the page policy and styled', async () => {
    const cdn = await serveDirectory(path.join(REPO_ROOT, 'mfe-catalog', 'dist'));
    try {
      setRemotes({ catalog: `${cdn.origin}/mf-manifest.json` });
      const response = await page.goto(`${site().origin}/packages`);
      expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${cdn.origin}`);
      await page.getByTestId('package-card').first().waitFor();
      await settle(page);
      expect(cdn.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
      expect(await unappliedStyles(page)).toEqual([]);
      expect(csp.events).toEqual([]);
      expect(csp.console).toEqual([]);
    } finally {
      await cdn.close();
    }
  });
});
