import zlib from 'node:zlib';
import { openBrowser } from './browser';

/** Every public page's first-load JavaScript, gzip, at most this (the README's budget). */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** One page of each kind the public site has. */
/** The public pages measured, in both languages. */
export const PUBLIC_PAGES = [
  '/',
  '/packages',
  '/packages/valley-of-flowers-trek',
  '/char-dham',
  '/blogs',
].flatMap((path) => [path, path === '/' ? '/hi' : `/hi${path}`]);

/** Up to a second after the load event: the layout's deferred widgets load later (first interaction or idle). */
const AFTER_LOAD_MS = 1_000;

export interface Download {
  url: string;
  type: 'script' | 'stylesheet';
  body: Buffer;
  gzip: number;
}

export interface FirstLoad {
  requests: number;
  downloads: Download[];
  jsGzip: number;
}

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 6 }).length;

/**
 * What a page downloads before the visitor does anything, in a fresh Chromium with an empty cache: each
 * script and stylesheet once (a preload and its use are one download), gzip level 6.
 */
export async function measureFirstLoad(origin: string, path: string): Promise<FirstLoad> {
  const context = await openBrowser();
  try {
    const page = await context.newPage();
    const downloads: Download[] = [];
    const pending: Promise<void>[] = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            if (downloads.some((d) => d.url === response.url())) return;
            downloads.push({ url: response.url(), type, body, gzip: gzipSize(body) });
          }),
      );
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(AFTER_LOAD_MS);
    await Promise.all(pending);
    const jsGzip = downloads.filter((d) => d.type === 'script').reduce((n, d) => n + d.gzip, 0);
    return { requests, downloads, jsGzip };
  } finally {
    await context.close();
  }
}
