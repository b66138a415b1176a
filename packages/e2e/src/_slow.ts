import { openBrowser, newPage, PHONE } from './harness/browser';
const SERVERS: [string, string][] = [
  ['before', 'http://127.0.0.1:3130'],
  ['after', 'http://127.0.0.1:3131'],
];
const PAGES = ['/', '/packages', '/char-dham'];
async function main() {
  const results: Record<string, number[][]> = {};
  for (let round = 0; round < Number(process.env.R ?? 3); round++)
    for (const path of PAGES)
      for (const [label, origin] of SERVERS) {
        const context = await openBrowser(PHONE);
        await context.addInitScript(() => {
          const w = window as unknown as { __m: Record<string, number> };
          w.__m = {};
          new MutationObserver((ms) => {
            for (const m of ms)
              if (m.attributeName === 'data-ssr' && (m.target as Element).id.startsWith('mfe-'))
                w.__m.hydrated ??= performance.now();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ssr'] });
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) w.__m.lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const page = await newPage(context);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${origin}${path}`);
        await page.waitForFunction(
          () => (window as unknown as { __m: { hydrated?: number } }).__m.hydrated !== undefined,
          undefined,
          { timeout: 60000 },
        );
        const m = await page.evaluate(() => {
          const w = window as unknown as { __m: Record<string, number> };
          const main = performance.getEntriesByName(location.origin + '/main.js')[0];
          return [
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
            w.__m.lcp ?? -1,
            main?.startTime ?? -1,
            w.__m.hydrated ?? -1,
          ].map(Math.round);
        });
        (results[`${path} ${label}`] ??= []).push(m);
        console.log(path, label, 'FCP/LCP/main.js start/hydrated', m.join(' / '));
        await context.close();
      }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  for (const [k, runs] of Object.entries(results))
    console.log(
      `MEDIAN ${k}: FCP ${med(runs.map((r) => r[0]!))} LCP ${med(runs.map((r) => r[1]!))} main.js ${med(runs.map((r) => r[2]!))} hydrated ${med(runs.map((r) => r[3]!))}`,
    );
  process.exit(0);
}
void main();
