/**
 * Uncached renders of the page server (issue 35): a generated catalogue of CATALOG_SIZE packages on PGlite,
 * the built site served with SSR_CACHE_MS=0, and BENCH_CONNECTIONS connections from another process for
 * BENCH_SECONDS, every request the next package page (each package in turn, so no two requests in a row ask
 * for the same page), then every request a distinct unknown package (a rendered 404), after WARM_SECONDS of
 * unmeasured load. Prints pages/s, p50, p95, p99, errors and the server's CPU time per page. Run after the
 * build: npx -y pnpm@10 bench:render   (CATALOG_SIZE, BENCH_SECONDS, BENCH_CONNECTIONS, WARM_SECONDS). With BENCH_PAGE_SERVER=process the pages come from the page server as a process of its
 * own (packages/page-server/dist/main.js, as the cluster runs it), reading this API over HTTP.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { REPO_ROOT } from '../src/paths';
import { seedGeneratedCatalogue } from './catalog-generator';
import { inMemoryRenderRate } from './render-baseline';
import {
  BENCH_CONNECTIONS,
  CATALOG_SIZE,
  CHILD_PATH,
  RENDER_BENCH_SECONDS,
  RENDER_BENCH_WARM_PAGES,
  RENDER_BENCH_WARM_SECONDS,
  RENDER_BENCH_SEPARATE,
  RENDER_BENCH_THREADS,
} from './env';

const SECONDS = RENDER_BENCH_SECONDS;
const WARM_SECONDS = RENDER_BENCH_WARM_SECONDS;
const CONNECTIONS = BENCH_CONNECTIONS;
const LOAD = path.join(__dirname, 'render-load.mjs');
const SEPARATE = RENDER_BENCH_SEPARATE;

/** The page server as a process of its own, reading the API at `apiOrigin`; resolves its origin once ready. */
async function startPageServer(
  apiOrigin: string,
  remotesFile: string,
): Promise<{ origin: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'packages', 'page-server', 'dist', 'main.js')],
    {
      env: {
        PATH: CHILD_PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        API_ORIGIN: apiOrigin,
        PUBLIC_ORIGIN: 'http://localhost',
        SITE_ROOT: REPO_ROOT,
        REMOTES_CONFIG: remotesFile,
        SSR_CACHE_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 200; i += 1) {
    if (
      await fetch(`${origin}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the page server did not start');
}

interface LoadResult {
  requests: number;
  /** CPU time of this process (the API, the page server and its workers) per request, ms. */
  cpuMs?: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The load runs in a child process, awaited: this process's thread must go on serving the pages. */
async function load(urls: string[], expectStatus: number, seconds = SECONDS): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `render-bench-${process.pid}.txt`);
  fs.writeFileSync(file, urls.join('\n'));
  try {
    const { stdout: out } = await promisify(execFile)(
      process.execPath,
      [LOAD, file, String(CONNECTIONS), String(seconds), String(expectStatus)],
      {
        encoding: 'utf8',
      },
    );
    return JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadResult;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** A load with the server's CPU time per request (all its threads: the event loop, workers, GC, zlib). */
async function measure(urls: string[], expectStatus: number): Promise<LoadResult> {
  const before = process.cpuUsage();
  const result = await load(urls, expectStatus);
  const used = process.cpuUsage(before);
  return { ...result, cpuMs: (used.user + used.system) / 1000 / Math.max(1, result.requests) };
}

async function main(): Promise<void> {
  for (const file of ['shell/dist/server/server.js', 'packages/page-server/dist/render-worker.js'])
    if (!fs.existsSync(path.join(REPO_ROOT, file)))
      throw new Error(`${file} is missing: run the build first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-bench-'));
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, '{}');
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle.db);
  const { packages } = await seedGeneratedCatalogue(handle.db, CATALOG_SIZE);
  const app = await buildApp({
    db: handle,
    closeDb: true,
    config: {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'http://localhost',
      JWT_SECRET: 'bench-secret-0123456789abcdef',
      DATA_DIR: 'memory://',
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      RATE_LIMIT_MAX: 1_000_000,
      SERVE_SITE: true,
      SITE_ROOT: REPO_ROOT,
      REMOTES_CONFIG: remotesFile,
      SSR_CACHE_MS: 0,
      SSR_THREADS: RENDER_BENCH_THREADS,
      // As in production: the page's own request is logged.
      LOG_REQUESTS: true,
      JOBS_POLL_MS: 0,
    },
  });
  app.log.level = 'warn';
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const pageServer = SEPARATE ? await startPageServer(apiOrigin, remotesFile) : undefined;
  const origin = pageServer?.origin ?? apiOrigin;
  try {
    const slugs = (
      await handle.db.selectFrom('packages').select('slug').where('status', '=', 'published').execute()
    ).map((row) => row.slug);
    const pages = slugs.map((slug) => `${origin}/packages/${slug}`);
    // Warm for WARM_SECONDS (not measured): the workers load the remotes' code and the JIT settles (the
    // optimizing compiler is still busy after 200 pages: 4 ms more CPU per page). On the last packages, which
    // the measured run does not reach, so no description is kept for it (each kept one saves a query).
    await load(pages.slice(-RENDER_BENCH_WARM_PAGES), 200, WARM_SECONDS);
    const rows = [
      { name: `package pages, ${packages} packages in turn`, result: await measure(pages, 200) },
      {
        name: 'unknown packages, each address new (rendered 404)',
        result: await measure(
          Array.from(
            { length: 50_000 },
            () => `${origin}/packages/no-such-trek-${crypto.randomBytes(6).toString('hex')}`,
          ),
          404,
        ),
      },
    ];
    console.log(
      `\nUncached renders (SSR_CACHE_MS=0), ${SEPARATE ? 'the page server as a process of its own' : 'the page server in the API'}, ${CONNECTIONS} connections from another process, ${SECONDS} s each, PGlite, ${os.cpus().length} cores`,
    );
    console.log('| requests | pages/s | p50 ms | p95 ms | p99 ms | errors | server CPU ms/page |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { name, result } of rows)
      console.log(
        `| ${name} | ${(result.requests / SECONDS).toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ${result.cpuMs?.toFixed(1)} |`,
      );
    // The same package pages rendered by the shell alone, data in memory, one thread (render-baseline.ts).
    const baseline = await inMemoryRenderRate(
      app,
      apiOrigin,
      slugs.slice(0, 200).map((slug) => `/packages/${slug}`),
      SECONDS,
    );
    const served = (rows[0]?.result.requests ?? 0) / SECONDS;
    console.log(
      `\nThe same pages rendered in one thread with their data in memory: ${baseline.toFixed(0)} pages/s; the page server's uncached package pages are ${(served / baseline).toFixed(2)} of it (budget >= 0.5)`,
    );
  } finally {
    pageServer?.child.kill('SIGTERM');
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
