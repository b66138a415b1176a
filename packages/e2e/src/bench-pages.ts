/**
 * Bytes shipped per page: starts the production server, loads each page in Debian's Chromium with an empty
 * cache and prints the JS and CSS it downloads before the visitor does anything (up to a second after the load
 * event: the layout's deferred widgets load later, at the first interaction or idle moment), gzip size at
 * level 6, request count and remotes loaded. Each URL counts once (a preload and its use are one download).
 * Run: pnpm bench:pages (after pnpm build).
 */
import { measureFirstLoad, PUBLIC_PAGES } from './harness/first-load-bytes';
import { startSite, stopProcess, waitForDemoPhotos } from './harness/site-server';

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
  const { requests, downloads, jsGzip } = await measureFirstLoad(origin, path);
  const js = downloads.filter((d) => d.type === 'script');
  const css = downloads.filter((d) => d.type === 'stylesheet');
  if (process.env.BENCH_VERBOSE) {
    for (const d of js) console.log(`  ${path} ${kb(d.body.length)} KB raw, ${kb(d.gzip)} KB gzip  ${d.url}`);
  }
  const remotes = [...new Set(js.map((d) => /\/remotes\/(\w+)\//.exec(d.url)?.[1]).filter(Boolean))].sort();
  return {
    page: path,
    requests,
    jsFiles: js.length,
    jsRaw: js.reduce((n, d) => n + d.body.length, 0),
    jsGzip,
    cssGzip: css.reduce((n, d) => n + d.gzip, 0),
    remotes: remotes.join(', '),
  };
}

async function main(): Promise<void> {
  const site = await startSite();
  try {
    await waitForDemoPhotos(site.origin);
    // One render of each page first: the first render after a start loads the remotes' code in the render
    // workers, and a region that misses its deadline then is rendered (and fetched for) in the browser.
    for (const path of PUBLIC_PAGES) await fetch(`${site.origin}${path}`).then((response) => response.text());
    const rows: Row[] = [];
    for (const path of PUBLIC_PAGES) rows.push(await measure(site.origin, path));
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
