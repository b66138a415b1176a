/**
 * What a visitor on a slow phone sees, in a real browser: Debian's Chromium at 390 px through DevTools'
 * throttling (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower, as Lighthouse's mobile preset), a
 * fresh browser per load. Prints per page the first contentful paint, the largest contentful paint, when
 * main.js was requested and when the route's server-rendered region was hydrated (lost `data-ssr`), medians
 * over the rounds. Several origins (two builds served side by side) are measured in turn, page by page.
 * Run: pnpm bench:slow-phone [origin...]   (default http://127.0.0.1:3000; BENCH_ROUNDS, default 3)
 */
import { PHONE, newPage, openBrowser } from './harness/browser';

const ORIGINS = process.argv.length > 2 ? process.argv.slice(2) : ['http://127.0.0.1:3000'];
const PAGES = ['/', '/packages', '/packages/valley-of-flowers-trek', '/char-dham', '/blogs'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FIGURES = ['FCP', 'LCP', 'main.js requested', 'region hydrated'] as const;

/** Runs in the page before its scripts: the largest paint and the moment the region is hydrated. */
function recordPaintAndHydration(): void {
  const marks: { lcp?: number; hydrated?: number } = {};
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      if ((mutation.target as Element).id.startsWith('mfe-')) marks.hydrated ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ssr'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(url: string): Promise<number[]> {
  const context = await openBrowser(PHONE);
  try {
    await context.addInitScript(recordPaintAndHydration);
    const page = await newPage(context);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Resolves once the region is hydrated (the harness waits for it).
    await page.goto(url);
    return await page.evaluate(() => {
      const marks = (window as unknown as { __marks: { lcp?: number; hydrated?: number } }).__marks;
      const main = performance.getEntriesByName(`${location.origin}/main.js`)[0];
      return [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        marks.lcp ?? -1,
        main?.startTime ?? -1,
        marks.hydrated ?? -1,
      ].map(Math.round);
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? -1;

async function main(): Promise<void> {
  const runs = new Map<string, number[][]>();
  for (let round = 0; round < ROUNDS; round++)
    for (const page of PAGES)
      for (const origin of ORIGINS) {
        const key = `| ${page} | ${origin} |`;
        runs.set(key, [...(runs.get(key) ?? []), await measure(`${origin}${page}`)]);
      }
  console.log(`| page | origin | ${FIGURES.map((figure) => `${figure} (ms)`).join(' | ')} |`);
  console.log(`| --- | --- | ${FIGURES.map(() => '---:').join(' | ')} |`);
  for (const [key, measured] of runs)
    console.log(`${key} ${FIGURES.map((_, i) => median(measured.map((run) => run[i] ?? -1))).join(' | ')} |`);
}

void main().then(() => process.exit(0));
