/**
 * API throughput on loopback with autocannon, same flags for every target: a bare Fastify hello-world,
 * GET /api/packages and POST /api/bookings, on PGlite and (when reachable) PostgreSQL. On PGlite also
 * GET /api/packages as browsers ask for it (Accept-Encoding: br), and a bare Fastify sending the same JSON
 * string as GET /api/packages, without and with the same headers: the ceilings for an answer of that size
 * (and of those headers: security headers, request id, cache headers) in this process.
 * Run: npx -y pnpm@10 --filter @trippy/api bench   (BENCH_SECONDS, BENCH_CONNECTIONS to change the flags)
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
import { BENCH_CONNECTIONS, BENCH_DATABASE_URL, BENCH_SECONDS } from './env';

const SECONDS = BENCH_SECONDS;
const CONNECTIONS = BENCH_CONNECTIONS;
const PG_URL = BENCH_DATABASE_URL;

interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function run(target: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * A bare Fastify answering with a ready JSON string of the given body (no hooks, no serialization), and with
 * the given headers too when there are any: the ceiling for an answer of that size (with those headers).
 */
async function sameBodyCeiling(body: string, headers: Record<string, string> = {}): Promise<Row> {
  const bare = Fastify();
  bare.get('/', (_request, reply) =>
    reply.headers(headers).type('application/json; charset=utf-8').send(body),
  );
  const kb = Math.round(Buffer.byteLength(body) / 1024);
  const count = Object.keys(headers).length;
  const target = `bare Fastify, the same ${kb} KB JSON string${count ? ` and ${count} more headers` : ''}`;
  const row = await run(target, { url: await listen(bare) });
  await bare.close();
  return row;
}

/** The headers of an answer beyond those a bare Fastify sends itself. */
function ownHeaders(headers: Record<string, unknown>): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
      own[name] = String(value);
  return own;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
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
      JWT_SECRET: 'bench-secret-0123456789abcdef',
      SERVE_SITE: false,
      DATA_DIR: 'memory://',
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      RATE_LIMIT_MAX: 1_000_000,
    },
  });
  const url = await listen(app);
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
  const rows = [
    await run(`GET /api/packages (${kind})`, { url: `${url}/api/packages` }),
    ...(kind === 'pglite'
      ? [
          await run(`GET /api/packages, Accept-Encoding: br (${kind})`, {
            url: `${url}/api/packages`,
            headers: { 'accept-encoding': 'br' },
          }),
          await sameBodyCeiling(list.body),
          await sameBodyCeiling(list.body, ownHeaders(list.headers)),
        ]
      : []),
    await run(`POST /api/bookings (${kind})`, {
      url: `${url}/api/bookings`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    }),
  ];
  await app.close();
  // Handlers of requests cut off at the end of the run may still be writing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (kind === 'postgres') await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(handle.db);
  await handle.close();
  return rows;
}

async function main(): Promise<void> {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const baseline = await run('bare Fastify hello-world', { url: await listen(bare) });
  await bare.close();
  const rows = [baseline, ...(await benchDatabase('pglite'))];
  try {
    rows.push(...(await benchDatabase('postgres')));
  } catch (error) {
    console.warn('PostgreSQL skipped:', error);
  }
  console.log(
    `\nautocannon -c ${CONNECTIONS} -d ${SECONDS} on loopback, Node ${process.version}, ${os.cpus().length} CPUs, app in production mode\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | req/s vs bare | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = (row.rps / baseline.rps).toFixed(3);
    console.log(
      `| ${row.target} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.non2xx} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
