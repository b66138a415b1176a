/**
 * The catalogue at scale: search and listing pages on 2,000 generated packages and on the 17 demo packages,
 * on PGlite and (when reachable) PostgreSQL, with autocannon on loopback. For each request: answers kept by
 * the server (the same URL again and again), and answers worked out every time (the app built without its
 * answer cache), with 20 connections and with 1 (the server's own time, no queueing).
 * Run: npx -y pnpm@10 bench:catalog   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL, CATALOG_SIZE;
 * CATALOG_BENCH_DBS=pglite,postgres and CATALOG_BENCH_CATALOGUES=generated,demo to run fewer)
 */
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/run-seed';
import { seedGeneratedCatalogue } from './catalog-generator';
import {
  BENCH_CONNECTIONS,
  BENCH_DATABASE_URL,
  BENCH_SECONDS,
  CATALOG_BENCH_CATALOGUES,
  CATALOG_BENCH_DBS,
  CATALOG_SIZE,
} from './env';

type DbKind = 'pglite' | 'postgres';
type Catalogue = 'generated' | 'demo';

interface Target {
  label: string;
  path: string;
}

/** The requests, the same for both catalogues (a deep page is the last full page of each). */
const targets = (deepPage: number): Target[] => [
  { label: 'search "kedar"', path: '/api/packages?q=kedar&limit=6' },
  { label: 'search "trek"', path: '/api/packages?q=trek&limit=6' },
  { label: 'search "rishikesh"', path: '/api/packages?q=rishikesh&limit=6' },
  { label: 'search "zzqx" (no match)', path: '/api/packages?q=zzqx&limit=6' },
  {
    label: 'page 1, treks, price-asc',
    path: '/api/packages?page=1&pageSize=12&category=treks&sort=price-asc',
  },
  {
    label: 'page 1, week, 8000-15000, departure',
    path: '/api/packages?page=1&pageSize=12&duration=week&price=8000-15000&sort=departure',
  },
  { label: `deep page ${deepPage}`, path: `/api/packages?page=${deepPage}&pageSize=12` },
  { label: 'suggestions', path: '/api/packages/suggestions' },
];

interface Measure {
  rps: number;
  p50: number;
  p95: number;
  non2xx: number;
}

interface Row {
  db: DbKind;
  catalogue: Catalogue;
  target: string;
  bodyBytes: number;
  packages: number;
  cached: Measure;
  uncached: Measure;
  uncachedSingle: Measure;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** autocannon's histogram has no p95: every response time is kept and sorted instead. */
function measure(url: string, connections: number): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration: BENCH_SECONDS }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        non2xx: result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function openFresh(kind: DbKind): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, dataDir: 'memory://', schema });
  return {
    handle,
    drop: async () => {
      await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(handle.db);
      await handle.close();
    },
  };
}

async function listen(
  handle: DatabaseHandle,
  cacheTtlMs: number,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({
    db: handle,
    closeDb: false,
    packageCacheTtlMs: cacheTtlMs,
    config: {
      NODE_ENV: 'production',
      // Production needs the public address; the benchmark's app is reached in-process only.
      PUBLIC_ORIGIN: 'http://localhost',
      JWT_SECRET: 'bench-secret-0123456789abcdef',
      SERVE_SITE: false,
      DATA_DIR: 'memory://',
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      RATE_LIMIT_MAX: 1_000_000,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function benchCatalogue(kind: DbKind, catalogue: Catalogue): Promise<Row[]> {
  const { handle, drop } = await openFresh(kind);
  await migrate(handle.db);
  const started = Date.now();
  const seeded =
    catalogue === 'generated'
      ? (await seedGeneratedCatalogue(handle.db, CATALOG_SIZE)).packages
      : (await seedDemoData(handle.db)).packages;
  console.warn(`${kind}: ${seeded} ${catalogue} packages seeded in ${Date.now() - started} ms`);
  if (kind === 'postgres') await sql`ANALYZE`.execute(handle.db);
  const cached = await listen(handle, 30_000);
  const uncached = await listen(handle, 0);
  const rows: Row[] = [];
  for (const target of targets(Math.max(1, Math.floor(seeded / 12)))) {
    const answer = await fetch(`${cached.url}${target.path}`);
    const body = await answer.text();
    const data = (JSON.parse(body) as { data?: unknown[] }).data ?? [];
    rows.push({
      db: kind,
      catalogue,
      target: target.label,
      bodyBytes: Buffer.byteLength(body),
      packages: data.length,
      cached: await measure(`${cached.url}${target.path}`, BENCH_CONNECTIONS),
      uncached: await measure(`${uncached.url}${target.path}`, BENCH_CONNECTIONS),
      uncachedSingle: await measure(`${uncached.url}${target.path}`, 1),
    });
  }
  await cached.app.close();
  await uncached.app.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await drop();
  return rows;
}

async function postgresProblem(): Promise<string | undefined> {
  try {
    const { drop } = await openFresh('postgres');
    await drop();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const wanted = (list: string[] | undefined, name: string) => !list || list.includes(name);
  const kinds: DbKind[] = wanted(CATALOG_BENCH_DBS, 'pglite') ? ['pglite'] : [];
  if (wanted(CATALOG_BENCH_DBS, 'postgres')) {
    const problem = await postgresProblem();
    if (problem) console.warn(`PostgreSQL skipped: ${BENCH_DATABASE_URL} is not reachable (${problem})`);
    else kinds.push('postgres');
  }
  const catalogues = (['generated', 'demo'] as const).filter((name) =>
    wanted(CATALOG_BENCH_CATALOGUES, name),
  );
  const rows: Row[] = [];
  for (const kind of kinds) {
    for (const catalogue of catalogues) rows.push(...(await benchCatalogue(kind, catalogue)));
  }
  console.log(
    `\nautocannon -d ${BENCH_SECONDS} on loopback, ${CATALOG_SIZE} generated and 17 demo packages, ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, app in production mode. Latency in ms; ` +
      `"kept" = the server's answer cache, "worked out" = the app without it; c = connections.\n`,
  );
  console.log(
    `| db | catalogue | request | packages | body bytes | kept c${BENCH_CONNECTIONS} req/s | p50 | p95 | ` +
      `worked out c${BENCH_CONNECTIONS} req/s | p50 | p95 | worked out c1 req/s | p50 | p95 | non-2xx |`,
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const { cached: k, uncached: u, uncachedSingle: s } = row;
    console.log(
      `| ${row.db} | ${row.catalogue} | ${row.target} | ${row.packages} | ${row.bodyBytes} | ` +
        `${k.rps.toFixed(0)} | ${ms(k.p50)} | ${ms(k.p95)} | ${u.rps.toFixed(0)} | ${ms(u.p50)} | ${ms(u.p95)} | ` +
        `${s.rps.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${k.non2xx + u.non2xx + s.non2xx} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
