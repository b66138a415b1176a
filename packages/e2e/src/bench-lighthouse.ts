/**
 * Lighthouse mobile performance of the public pages, median of three runs each, against a running production
 * server (npm start, or any origin given as the first argument). Lighthouse 13.5 needs Node 22: it is
 * installed once into a cache folder and run with Node 22 from the npm registry; Chromium is Debian's.
 * Run: pnpm bench:lighthouse [origin] [paths...]   (default http://127.0.0.1:3000, the pages below)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ORIGIN = process.argv[2] ?? 'http://127.0.0.1:3000';
/** The five public pages, and the three in Hindi (#38). */
const DEFAULT_PAGES = [
  '/',
  '/packages',
  '/packages/valley-of-flowers-trek',
  '/char-dham',
  '/blogs',
  '/hi',
  '/hi/char-dham',
  '/hi/packages/valley-of-flowers-trek',
];
const PAGES = process.argv.length > 3 ? process.argv.slice(3) : DEFAULT_PAGES;
const RUNS = 3;
const CACHE = path.join(os.tmpdir(), 'trippy-lighthouse-13.5.0');
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string }>;
}

function installLighthouse(): string {
  const cli = path.join(CACHE, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!fs.existsSync(cli)) {
    fs.mkdirSync(CACHE, { recursive: true });
    execFileSync('npm', ['init', '-y'], { cwd: CACHE, stdio: 'ignore' });
    execFileSync('npm', ['install', 'lighthouse@13.5.0'], { cwd: CACHE, stdio: 'inherit' });
  }
  return cli;
}

function runOnce(cli: string, url: string, output: string): Report {
  execFileSync(
    'npx',
    [
      '-y',
      'node@22',
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
}

/** One run; a run that fails (Chrome now and then does not start or quit cleanly here) is tried once more. */
function run(cli: string, url: string, output: string): Report {
  try {
    return runOnce(cli, url, output);
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').slice(-500);
    console.error(`lighthouse failed on ${url}, trying once more: ${stderr}`);
    return runOnce(cli, url, output);
  }
}

const cli = installLighthouse();
const score = (report: Report) => Math.round(report.categories.performance.score * 100);
console.log('| page | score (median) | runs | FCP | LCP | TBT | CLS | Speed Index |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const page of PAGES) {
  const reports = Array.from({ length: RUNS }, (_, i) =>
    run(cli, `${ORIGIN}${page}`, path.join(CACHE, `report-${i}.json`)),
  ).sort((a, b) => score(a) - score(b));
  const median = reports[Math.floor(RUNS / 2)] as Report;
  const value = (id: string) => median.audits[id]?.displayValue ?? '?';
  console.log(
    `| ${page} | ${score(median)} | ${reports.map(score).join('/')} | ${value('first-contentful-paint')} | ${value('largest-contentful-paint')} | ${value('total-blocking-time')} | ${value('cumulative-layout-shift')} | ${value('speed-index')} |`,
  );
}
