/**
 * Server HTML time to first byte of the public pages under load: starts the production server (fresh embedded
 * database) and waits until the demo photos' variants are made, warms each page once, then for each page keeps BENCH_CONNECTIONS requests in flight for
 * BENCH_SECONDS and prints req/s and TTFB p50 / p95 / p99 (time until the response headers arrive; the page is
 * then read to its end). Run once with the server's defaults and once with SSR_CACHE_MS=0 (BENCH_RENDER_CACHE_MS
 * sets it) to see what kept renders change. BENCH_TRACKING=1 gives every request a unique
 * `?utm_source=share&fbclid=<n>`, as clicks from a social share come: the page server must keep the render anyway.
 * Run: pnpm bench:ttfb (after pnpm build).
 */
import { performance } from 'node:perf_hooks';
import { startSite, stopProcess, waitForDemoPhotos } from './harness/site-server';

const PAGES = ['/', '/packages', '/packages/valley-of-flowers-trek', '/char-dham', '/blogs'];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TRACKING = process.env.BENCH_TRACKING === '1';
let click = 0;
/** The address of one request: the page, with a click's own tracking parameters under BENCH_TRACKING. */
const addressOf = (url: string) => (TRACKING ? `${url}?utm_source=share&fbclid=IwAR${(click += 1)}` : url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function load(url: string): Promise<{ ttfbs: number[]; errors: number }> {
  const ttfbs: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const connection = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(addressOf(url), { headers: { 'accept-encoding': 'br, gzip' } });
        ttfbs.push(performance.now() - started);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return { ttfbs: ttfbs.sort((a, b) => a - b), errors };
}

async function main(): Promise<void> {
  const cacheMs = process.env.BENCH_RENDER_CACHE_MS;
  const site = await startSite(cacheMs === undefined ? {} : { SSR_CACHE_MS: cacheMs });
  try {
    // A first start makes the demo photos' variants in the background for about 30 s: measured during that,
    // the first pages lose most of the machine's two cores to sharp (201 instead of 1,700 req/s on /).
    await waitForDemoPhotos(site.origin);
    for (const page of PAGES) await (await fetch(`${site.origin}${page}`)).text();
    console.log(
      `TTFB of server-rendered pages, ${CONNECTIONS} connections, ${SECONDS} s per page, SSR_CACHE_MS=${cacheMs ?? 'default'}${TRACKING ? ', a unique ?fbclid= on every request' : ''}`,
    );
    console.log('| page | req/s | p50 ms | p95 ms | p99 ms | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const page of PAGES) {
      const { ttfbs, errors } = await load(`${site.origin}${page}`);
      const row = [
        page,
        (ttfbs.length / SECONDS).toFixed(0),
        percentile(ttfbs, 50).toFixed(1),
        percentile(ttfbs, 95).toFixed(1),
        percentile(ttfbs, 99).toFixed(1),
        String(errors),
      ];
      console.log(`| ${row.join(' | ')} |`);
    }
  } finally {
    await stopProcess(site.process);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
