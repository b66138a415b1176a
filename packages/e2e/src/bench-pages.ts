/**
 * Bytes shipped per page: starts the production server, loads each page in Debian's Chromium with an empty
 * cache and prints the JS and CSS it downloads before the visitor does anything (up to a second after the load
 * event: the layout's deferred widgets load later, at the first interaction or idle moment), gzip size at
 * level 6, request count and remotes loaded. Each URL counts once (a preload and its use are one download).
 * Run: pnpm bench:pages (after pnpm build).
 */
import zlib from 'node:zlib';
import { openBrowser } from './harness/browser';
import { startSite, stopProcess, waitForDemoPhotos } from './harness/site-server';

const PAGES = ['/', '/packages', '/packages/valley-of-flowers-trek', '/char-dham', '/blogs'];
const AFTER_LOAD_MS = 1_000;

interface Row {
  page: string;
  requests: number;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  cssGzip: number;
  remotes: string;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function measure(origin: string, path: string): Promise<Row> {
  const context = await openBrowser();
  const page = await context.newPage();
  const bodies: { url: string; type: string; body: Buffer }[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (!bodies.some((b) => b.url === response.url())) bodies.push({ url: response.url(), type, body });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(AFTER_LOAD_MS);
  await context.close();
  const gzip = (b: Buffer) => zlib.gzipSync(b, { level: 6 }).length;
  const js = bodies.filter((b) => b.type === 'script');
  const css = bodies.filter((b) => b.type === 'stylesheet');
  if (process.env.BENCH_VERBOSE) {
    for (const b of js)
      console.log(`  ${path} ${kb(b.body.length)} KB raw, ${kb(gzip(b.body))} KB gzip  ${b.url}`);
  }
  const remotes = [...new Set(js.map((b) => /\/remotes\/(\w+)\//.exec(b.url)?.[1]).filter(Boolean))].sort();
  return {
    page: path,
    requests,
    jsFiles: js.length,
    jsRaw: js.reduce((n, b) => n + b.body.length, 0),
    jsGzip: js.reduce((n, b) => n + gzip(b.body), 0),
    cssGzip: css.reduce((n, b) => n + gzip(b.body), 0),
    remotes: remotes.join(', '),
  };
}

async function main(): Promise<void> {
  const site = await startSite();
  try {
    await waitForDemoPhotos(site.origin);
    // One render of each page first: the first render after a start loads the remotes' code in the render
    // workers, and a region that misses its deadline then is rendered (and fetched for) in the browser.
    for (const path of PAGES) await fetch(`${site.origin}${path}`).then((response) => response.text());
    const rows: Row[] = [];
    for (const path of PAGES) rows.push(await measure(site.origin, path));
    console.log('| page | requests | JS files | JS raw KB | JS gzip KB | CSS gzip KB | remotes loaded |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${r.requests} | ${r.jsFiles} | ${kb(r.jsRaw)} | ${kb(r.jsGzip)} | ${kb(r.cssGzip)} | ${r.remotes} |`,
      );
    }
  } finally {
    await stopProcess(site.process);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
