import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Debian's Chromium with a fresh profile (never a downloaded browser). The once-per-browser welcome modal is
 * marked as seen unless a test is about it, so it does not cover what other tests click.
 */
export async function openBrowser(
  viewport = DESKTOP,
  {
    welcomeSeen = true,
    javaScript = true,
    deviceScaleFactor = 1,
    locale,
  }: { welcomeSeen?: boolean; javaScript?: boolean; deviceScaleFactor?: number; locale?: string } = {},
): Promise<BrowserContext> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport,
    deviceScaleFactor,
    javaScriptEnabled: javaScript,
    // The browser's language (navigator.languages, Accept-Language), e.g. hi-IN.
    ...(locale ? { locale } : {}),
  });
  if (!javaScript) withoutScripts.add(context);
  if (welcomeSeen) await context.addInitScript(() => window.localStorage.setItem('modalShown', 'true'));
  context.on('close', () => {
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // Chromium may still be flushing its profile; the OS temp folder is cleaned anyway.
    }
  });
  return context;
}

/** Contexts opened with JavaScript off: their server-rendered pages are never hydrated. */
const withoutScripts = new WeakSet<BrowserContext>();

/** Resolves once the route's server-rendered region (`main [data-ssr]`) is hydrated, or at once without one. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('html[data-server-rendered] main [data-ssr]'));
}

/**
 * A page whose `goto` resolves when the page can be used, as a visitor would wait for it: after the load event
 * and, on a server-rendered page, once its region is hydrated. The page's scripts start after its first paint,
 * which a headless browser may make after the load event, so `load` alone no longer means "hydrated".
 */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // Jest prints a file's console output after the file, so a page error names its page and test.
  page.on('pageerror', (error) => {
    const test = typeof expect === 'undefined' ? '' : (expect.getState().currentTestName ?? '');
    console.warn(`[page error] ${page.url()} (${test}): ${error.message}`);
  });
  if (!withoutScripts.has(context)) {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
  }
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
