/**
 * API throughput on loopback with autocannon, same flags for every target: a bare Fastify hello-world,
 * GET /api/packages and POST /api/bookings, on PGlite and (when reachable) PostgreSQL. On PGlite also
 * GET /api/packages as browsers ask for it (Accept-Encoding: br), and a bare Fastify sending the same JSON
 * string as GET /api/packages, without and with the same headers: the ceilings for an answer of that size
 * (and of those headers: security headers, request id, cache headers) in this process.
 *
 * autocannon runs in a worker thread (BENCH_WORKERS=1): in the server's own thread it would share the one
 * JavaScript thread with the server and parse every response there, so a larger answer would be charged twice.
 * The targets are measured in rounds (BENCH_ROUNDS, default 3), each target once per round in the same order,
 * so every ratio compares figures taken minutes apart at most; the table shows medians over the rounds.
 * With the load generator in a worker, the table also shows the CPU time of the servers' thread per answer
 * (Linux's /proc): the load generator shares the 2 CPUs, so req/s also moves with what parsing each answer
 * costs it, while CPU per answer is the server's own cost (PostgreSQL's work is in its own processes, not in it).
 * Run: npx -y pnpm@10 --filter @trippy/api bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS,
 * BENCH_WORKERS=0 for the load generator in the server's thread, as before session 10)
 */
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/run-seed';
import { DEMO_CUSTOMER } from '../src/seed/demo-data';
import { BENCH_CONNECTIONS, BENCH_DATABASE_URL, BENCH_ROUNDS, BENCH_SECONDS, BENCH_WORKERS } from './env';
import { mainThreadCpuMicros } from './thread-cpu';

const SECONDS = BENCH_SECONDS;
const CONNECTIONS = BENCH_CONNECTIONS;
const PG_URL = BENCH_DATABASE_URL;

type Options = Parameters<typeof autocannon>[0];

/** Something measured: its label and autocannon's options (url, method, headers, body). */
interface Target {
  label: string;
  options: Options;
}

/** Servers and databases opened for the run, closed at its end. */
type Closer = () => Promise<void>;

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The servers' thread's CPU time per answer (us), when the load generator is in a worker and /proc exists. */
  cpuPerRequest?: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(options: Options): Promise<Measure> {
  const cpuBefore = BENCH_WORKERS > 0 ? mainThreadCpuMicros() : undefined;
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(BENCH_WORKERS > 0 ? { workers: BENCH_WORKERS } : {}),
    ...options,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuPerRequest:
      cpuBefore === undefined
        ? undefined
        : ((mainThreadCpuMicros() ?? cpuBefore) - cpuBefore) / result.requests.total,
  };
}

/**
 * A bare Fastify answering with a ready JSON string of the given body (no hooks, no serialization), and with
 * the given headers too when there are any: the ceiling for an answer of that size (with those headers).
 */
async function sameBodyCeiling(
  body: string,
  closers: Closer[],
  headers: Record<string, string> = {},
): Promise<Target> {
  const bare = Fastify();
  bare.get('/', (_request, reply) =>
    reply.headers(headers).type('application/json; charset=utf-8').send(body),
  );
  closers.push(() => bare.close());
  const kb = Math.round(Buffer.byteLength(body) / 1024);
  const count = Object.keys(headers).length;
  const label = `bare Fastify, the same ${kb} KB JSON string${count ? ` and ${count} more headers` : ''}`;
  return { label, options: { url: await listen(bare) } };
}

/** The headers of an answer beyond those a bare Fastify sends itself. */
function ownHeaders(headers: Record<string, unknown>): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
      own[name] = String(value);
  return own;
}

/** The app on a fresh seeded database, and what to ask it. */
async function appTargets(kind: 'pglite' | 'postgres', closers: Closer[]): Promise<Target[]> {
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const handle: DatabaseHandle =
    kind === 'pglite'
      ? await openDatabase({ dataDir: 'memory://' })
      : await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://', schema });
  await migrate(handle.db);
  await seedDemoData(handle.db);
  const app = await buildApp({
    db: handle,
    closeDb: false,
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
  const url = await listen(app);
  closers.push(async () => {
    await app.close();
    // Handlers of requests cut off at the end of a run may still be writing.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (kind === 'postgres') await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(handle.db);
    await handle.close();
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { identifier: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  const token = login.json<{ data: { token: string } }>().data.token;
  const pkg = await handle.db
    .selectFrom('packages')
    .select('id')
    .where('slug', '=', 'rishikesh-rafting-weekend')
    .executeTakeFirstOrThrow();
  const batchId = crypto.randomBytes(12).toString('hex');
  await handle.db
    .insertInto('batches')
    .values({
      id: batchId,
      package_id: pkg.id,
      start_date: '2099-01-01',
      end_date: '2099-01-02',
      total_seats: 10_000_000,
      seats_left: 10_000_000,
    })
    .execute();
  const body = JSON.stringify({
    packageId: pkg.id,
    batchId,
    numberOfSeats: 1,
    paymentType: 'advance',
    addonIds: [],
    // One complete traveller per seat (the lead with a phone); without them every booking is a 400.
    travellers: [
      {
        fullName: 'Bench Lead',
        age: 30,
        gender: 'female',
        phone: '9876543210',
        idType: 'aadhaar',
        idNumber: '2345 6789 1000',
      },
    ],
    customerDetails: {
      fullName: 'Bench',
      email: 'bench@example.in',
      phone: '9876543210',
      address: 'Dehradun',
      emergencyContact: '9876500000',
      emergencyName: 'Bench',
    },
  });
  const list = await app.inject('/api/packages');
  return [
    { label: `GET /api/packages (${kind})`, options: { url: `${url}/api/packages` } },
    ...(kind === 'pglite'
      ? [
          {
            label: `GET /api/packages, Accept-Encoding: br (${kind})`,
            options: { url: `${url}/api/packages`, headers: { 'accept-encoding': 'br' } },
          },
          await sameBodyCeiling(list.body, closers),
          await sameBodyCeiling(list.body, closers, ownHeaders(list.headers)),
        ]
      : []),
    {
      label: `POST /api/bookings (${kind})`,
      options: {
        url: `${url}/api/bookings`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      },
    },
  ];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main(): Promise<void> {
  const closers: Closer[] = [];
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  closers.push(() => bare.close());
  const targets: Target[] = [
    { label: 'bare Fastify hello-world', options: { url: await listen(bare) } },
    ...(await appTargets('pglite', closers)),
  ];
  try {
    targets.push(...(await appTargets('postgres', closers)));
  } catch (error) {
    console.warn('PostgreSQL skipped:', error);
  }
  // A target that does not answer 2xx would measure its error path (a 400 went unnoticed for two sessions).
  for (const { label, options } of targets) {
    const { url, method = 'GET', headers, body } = options as Options & { body?: string };
    const res = await fetch(url, { method, headers, body });
    if (!res.ok) throw new Error(`${label} answers ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
  // rounds[r][t]: target t in round r; the baseline (hello-world) is target 0 of every round.
  const rounds: Measure[][] = [];
  for (let round = 1; round <= BENCH_ROUNDS; round++) {
    const figures: Measure[] = [];
    for (const target of targets) figures.push(await measure(target.options));
    rounds.push(figures);
    console.warn(`round ${round}: hello-world ${figures[0]?.rps.toFixed(0)} req/s`);
  }
  for (const close of closers.reverse()) await close();

  const where = BENCH_WORKERS > 0 ? `${BENCH_WORKERS} worker thread(s)` : "the server's thread";
  console.log(
    `\nautocannon -c ${CONNECTIONS} -d ${SECONDS} on loopback from ${where}, ${BENCH_ROUNDS} rounds (medians; ` +
      `"vs bare" is the median of each round's ratio), Node ${process.version}, ${os.cpus().length} CPUs, ` +
      `app in production mode\n`,
  );
  console.log(
    '| target | req/s | p50 ms | p99 ms | req/s vs bare | ratio per round | server CPU us/req | CPU vs bare | non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|');
  targets.forEach((target, index) => {
    const of = (round: Measure[]) => round[index] as Measure;
    const ratios = rounds.map((round) => of(round).rps / (round[0] as Measure).rps);
    const cpu = rounds.map((round) => of(round).cpuPerRequest);
    const cpuBare = rounds.map((round) => (round[0] as Measure).cpuPerRequest);
    const known = (values: Array<number | undefined>) => values.filter((value) => value !== undefined);
    // The bare server's CPU per answer over the target's: what its req/s share would be were the server alone.
    const cpuRatios = known(cpu.map((value, round) => (value ? (cpuBare[round] ?? 0) / value : undefined)));
    const cells = [
      median(rounds.map((round) => of(round).rps)).toFixed(0),
      median(rounds.map((round) => of(round).p50)),
      median(rounds.map((round) => of(round).p99)),
      median(ratios).toFixed(3),
      ratios.map((ratio) => ratio.toFixed(2)).join(' / '),
      known(cpu).length ? median(known(cpu)).toFixed(1) : '-',
      cpuRatios.length ? median(cpuRatios).toFixed(3) : '-',
      rounds.reduce((sum, round) => sum + of(round).non2xx, 0),
    ];
    console.log(`| ${target.label} | ${cells.join(' | ')} |`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
