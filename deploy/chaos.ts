/**
 * Load and chaos against the running cluster, through nginx (npm run start:cluster first):
 *
 *   npm run bench:cluster [chaos|rolling|socket|all]        (default: chaos)
 *
 * chaos    browse (GET /, /packages, /api/packages) and book (POST /api/bookings, 1 seat, Idempotency-Key)
 *          at the same time for DURATION seconds; in the middle one instance is killed with SIGKILL and
 *          started again. Then the requests left in doubt (no answer, or 502/503/504) are sent again with
 *          their key, and PostgreSQL is checked: every booking acknowledged with 2xx exists, and on every
 *          batch the seats taken during the run equal the seats booked (none below zero).
 * rolling  GETs only while `npm run restart:rolling` restarts both instances: failed requests must be 0.
 * socket   a customer's socket connected through nginx gets the `notification` of a booking made on the
 *          other instance (directly on its port, bypassing nginx; the holder is told by /metrics).
 *
 * Customers register through nginx; their codes are read from the outbox table (no mailbox needed).
 * Settings: deploy/env.ts (and deploy/ENVIRONMENT.md). Exit code 1 when a check fails.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Client as PgClient } from 'pg';
import type { Socket } from 'socket.io-client';
import type { Instance, Options, Result } from 'autocannon';
import { CHAOS_ENV as ENV } from './env';

// The script lives outside the workspace packages: its libraries are the API's (dev) dependencies.
const fromApi = createRequire(path.join(ENV.REPO_ROOT, 'api', 'package.json'));
const autocannon = fromApi('autocannon') as typeof import('autocannon').default;
const pg = fromApi('pg') as typeof import('pg');
const { io } = fromApi('socket.io-client') as typeof import('socket.io-client');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const instancePort = (name: 'a' | 'b') => (name === 'a' ? ENV.API_PORT_A : ENV.API_PORT_B);
const instanceUrl = (name: 'a' | 'b') => `http://127.0.0.1:${instancePort(name)}`;
const say = (message: string) => console.log(`[chaos] ${message}`);

// --- helpers -------------------------------------------------------------------------------------------

interface Customer {
  id: string;
  token: string;
  email: string;
  phone: string;
}

interface JsonAnswer {
  status: number;
  body: { success?: boolean; message?: string; data?: Record<string, unknown> };
}

async function call(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let parsed: JsonAnswer['body'] = {};
  try {
    parsed = JSON.parse(text) as JsonAnswer['body'];
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed };
}

/** Registration and codes are rate limited per client address (shared through Redis): wait when told. */
async function expectStatus(send: () => Promise<JsonAnswer>, expected: number, what: string) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await send();
    if (answer.status === expected) return answer;
    if (answer.status !== 429) throw new Error(`${what}: ${answer.status} ${answer.body.message ?? ''}`);
    const seconds = Number(/in (\d+) seconds/.exec(answer.body.message ?? '')?.[1] ?? 30);
    say(`${what}: rate limited, waiting ${seconds} s`);
    await sleep((seconds + 1) * 1000);
  }
  throw new Error(`${what}: still rate limited`);
}

async function codeFromOutbox(db: PgClient, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = await db.query<{ body: string; subject: string }>(
      `SELECT body, subject FROM outbox WHERE recipient = $1 AND kind = 'otp' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const row = mail.rows[0];
    const code = /\b(\d{6})\b/.exec(`${row?.subject ?? ''} ${row?.body ?? ''}`)?.[1];
    if (code) return code;
    await sleep(200);
  }
  throw new Error(`no code in the outbox for ${email}`);
}

/** Registers and verifies a new customer through nginx; the code comes from the outbox table. */
async function registerCustomer(db: PgClient, tag: string): Promise<Customer> {
  const digits = crypto.randomInt(0, 1_000_000_000).toString().padStart(9, '0');
  const email = `chaos.${tag}.${digits}@example.in`;
  const phone = `9${digits}`;
  const registration = { firstName: 'Chaos', lastName: 'Tester', email, phone, password: 'Chaos@2026!' };
  await expectStatus(
    () => call(`${ENV.CLUSTER_URL}/api/customers/send-otp`, 'POST', registration),
    201,
    'register',
  );
  const code = await codeFromOutbox(db, email);
  const verified = await expectStatus(
    () => call(`${ENV.CLUSTER_URL}/api/customers/verify-otp`, 'POST', { identifier: email, code }),
    200,
    'verify',
  );
  const data = verified.body.data as { _id: string; token: string };
  return { id: data._id, token: data.token, email, phone };
}

/** Batches of many seats on one package, far in the future, so the run never sells out. */
async function createBatches(
  db: PgClient,
  count: number,
  seats: number,
): Promise<{ packageId: string; packageSlug: string; batchIds: string[] }> {
  const pkg = await db.query<{ id: string; slug: string }>(
    `SELECT id, slug FROM packages ORDER BY (slug = 'rishikesh-rafting-weekend') DESC, slug LIMIT 1`,
  );
  const packageId = pkg.rows[0]?.id;
  const packageSlug = pkg.rows[0]?.slug ?? '';
  if (!packageId) throw new Error('no package in the database (is it seeded?)');
  const batchIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = crypto.randomBytes(12).toString('hex');
    const day = String(1 + crypto.randomInt(0, 28)).padStart(2, '0');
    const month = String(1 + crypto.randomInt(0, 12)).padStart(2, '0');
    await db.query(
      `INSERT INTO batches (id, package_id, start_date, end_date, total_seats, seats_left)
       VALUES ($1, $2, $3, $3, $4, $4)`,
      [id, packageId, `2099-${month}-${day}`, seats],
    );
    batchIds.push(id);
  }
  return { packageId, packageSlug, batchIds };
}

function bookingBody(customer: Customer, packageId: string, batchId: string): string {
  return JSON.stringify({
    packageId,
    batchId,
    numberOfSeats: 1,
    paymentType: 'advance',
    addonIds: [],
    // One traveller per seat (the lead with a mobile), as every booking needs.
    travellers: [
      {
        fullName: 'Chaos Tester',
        age: 30,
        gender: 'other',
        phone: customer.phone,
        idType: 'aadhaar',
        idNumber: '234567891234',
      },
    ],
    customerDetails: {
      fullName: 'Chaos Tester',
      email: customer.email,
      phone: customer.phone,
      address: 'Rajpur Road, Dehradun',
      emergencyContact: '9810000000',
      emergencyName: 'Asha Tester',
    },
  });
}

interface BatchSeats {
  id: string;
  total: number;
  left: number;
  booked: number;
}

async function seatSnapshot(db: PgClient): Promise<Map<string, BatchSeats>> {
  const rows = await db.query<BatchSeats>(
    `SELECT b.id, b.total_seats AS total, b.seats_left AS "left",
            COALESCE(SUM(k.number_of_seats) FILTER (WHERE k.status <> 'cancelled'), 0)::int AS booked
       FROM batches b LEFT JOIN bookings k ON k.batch_id = b.id
      GROUP BY b.id`,
  );
  return new Map(rows.rows.map((row) => [row.id.trim(), row]));
}

function runScript(script: string, args: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'bash',
      [path.join(ENV.REPO_ROOT, 'deploy', script), ...args],
      { cwd: ENV.REPO_ROOT, env: ENV.SCRIPT_ENV, timeout: 180_000 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`.trim();
        if (output) console.log(output.replace(/^/gm, '    '));
        if (error) reject(new Error(`${script} ${args.join(' ')} failed: ${error.message}`));
        else resolve(output);
      },
    );
  });
}

/** autocannon with a promise for its result, its live instance for events and stop(). */
function cannon(options: Options): { instance: Instance; done: Promise<Result> } {
  let instance: Instance | undefined;
  const done = new Promise<Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return { instance: instance as Instance, done };
}

interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  statusCodes: Record<string, number>;
  connectionErrors: Record<string, number>;
  timeouts: number;
  failed: number;
  /** Seconds from the start of the load to the first and last failure. */
  failuresBetween?: [number, number];
}

/** Counts answers by status and errors by kind, and when the failures happened. */
function watch(instance: Instance, startedAt: () => number) {
  const statusCodes: Record<string, number> = {};
  const connectionErrors: Record<string, number> = {};
  const failureTimes: number[] = [];
  instance.on('response', (_client: unknown, statusCode: number) => {
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    if (statusCode >= 400) failureTimes.push(Date.now() - startedAt());
  });
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const kind = error.code ?? error.message;
    connectionErrors[kind] = (connectionErrors[kind] ?? 0) + 1;
    failureTimes.push(Date.now() - startedAt());
  });
  return (result: Result): LoadFigures => {
    const failedAnswers = Object.entries(statusCodes)
      .filter(([code]) => Number(code) >= 400)
      .reduce((sum, [, count]) => sum + count, 0);
    const errors = Object.values(connectionErrors).reduce((sum, count) => sum + count, 0);
    return {
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      statusCodes,
      connectionErrors,
      timeouts: result.timeouts,
      failed: failedAnswers + errors,
      ...(failureTimes.length > 0
        ? {
            failuresBetween: [
              failureTimes.reduce((a, b) => Math.min(a, b)) / 1000,
              failureTimes.reduce((a, b) => Math.max(a, b)) / 1000,
            ] as [number, number],
          }
        : {}),
    };
  };
}

/** nginx's access log: how many requests it sent to the other instance after a failure, by method. */
const ACCESS_LOG = path.join(ENV.CLUSTER_RUN_DIR, 'logs', 'nginx-access.log');
const accessLogSize = () => (fs.existsSync(ACCESS_LOG) ? fs.statSync(ACCESS_LOG).size : 0);

interface NginxRetries {
  /** Requests nginx passed to the second instance, by method and final status (e.g. "GET 200"). */
  retried: Record<string, number>;
  /** Requests nginx answered 502/504 itself (no instance answered). */
  gatewayErrors: Record<string, number>;
}

async function nginxRetriesSince(offset: number): Promise<NginxRetries> {
  await sleep(1500); // the access log is flushed every second
  const retried: Record<string, number> = {};
  const gatewayErrors: Record<string, number> = {};
  const fd = fs.openSync(ACCESS_LOG, 'r');
  try {
    const length = fs.fstatSync(fd).size - offset;
    const buffer = Buffer.alloc(Math.max(0, length));
    fs.readSync(fd, buffer, 0, buffer.length, offset);
    for (const line of buffer.toString('utf8').split('\n')) {
      // Bounded before matching: the request line in a log entry is the client's, and `.*` twice is quadratic.
      if (line.length > 4096) continue;
      const match = /"(\w+) [^"]*" (\d{3}) .* upstream=(.*) ustatus=/.exec(line);
      if (!match) continue;
      const [, method, status, upstreams] = match;
      const label = `${method} ${status}`;
      if ((upstreams ?? '').includes(', ')) retried[label] = (retried[label] ?? 0) + 1;
      if (status === '502' || status === '504') gatewayErrors[label] = (gatewayErrors[label] ?? 0) + 1;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { retried, gatewayErrors };
}

/** Browse failures (5xx, or no answer) by path, each with when it happened (ms from the start). */
interface BrowseFailures {
  byPath: Record<string, number>;
  times: number[];
}

/**
 * What a visitor browses while others book: the home page, the listing, the list API, the page of the package
 * being booked (its seats change with every booking) and the home page under a unique share parameter.
 */
function browseRequests(packageSlug: string, failures: BrowseFailures, since: () => number) {
  let shares = 0;
  const failed = (path: string) => {
    failures.byPath[path] = (failures.byPath[path] ?? 0) + 1;
    failures.times.push(Date.now() - since());
  };
  const onResponse = (path: string) => (status: number) => {
    if (status >= 500) failed(path);
  };
  const fixed = ['/', '/packages', '/api/packages', `/packages/${packageSlug}`].map((path) => ({
    method: 'GET' as const,
    path,
    onResponse: onResponse(path),
  }));
  const shared = {
    method: 'GET' as const,
    path: '/?fbclid=',
    setupRequest: (request: { path?: string }) => ({ ...request, path: `/?fbclid=chaos${(shares += 1)}` }),
    onResponse: onResponse('/?fbclid=…'),
  };
  return { requests: [...fixed, shared], failed };
}
/** From the kill, how long browse failures are those of requests that were in flight on the killed instance. */
const KILL_WINDOW_MS = 1_000;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' };

// --- chaos: browse + book, kill -9 in the middle ---------------------------------------------------------

interface ChaosFigures {
  duration: number;
  browse: LoadFigures;
  /** 5xx or no answer while browsing, by path, and how many of them fell outside the kill's window. */
  browseFailures: { byPath: Record<string, number>; outsideKill: number; killWindowMs: number };
  book: LoadFigures & { created: number; replayed: number };
  kill: { instance: 'a' | 'b'; atSecond: number; downSeconds: number; backAfterMs: number };
  inDoubt: { count: number; createdOnRetry: number; existedAlready: number; stillFailing: number };
  nginx: NginxRetries;
  database: {
    acknowledged: number;
    missing: number;
    unacknowledgedInDatabase: number;
    batchesChecked: number;
    runBatchesInconsistent: string[];
    batchesWithDeltaMismatch: string[];
    batchesBelowZero: number;
    batchesOversold: number;
  };
  ok: boolean;
}

async function chaos(db: PgClient): Promise<ChaosFigures> {
  const runId = crypto.randomBytes(4).toString('hex');
  say(`registering ${ENV.CUSTOMERS} customers through nginx`);
  const customers: Customer[] = [];
  for (let i = 0; i < ENV.CUSTOMERS; i += 1) customers.push(await registerCustomer(db, runId));
  const { packageId, packageSlug, batchIds } = await createBatches(db, 3, 1_000_000);
  const before = await seatSnapshot(db);

  const issued = new Map<string, { customer: Customer; body: string }>();
  const answered = new Map<string, number>();
  const acknowledged = new Map<string, string>();
  let created = 0;
  let replayed = 0;
  let counter = 0;
  let startedAt = 0;
  const since = () => startedAt;

  say(
    `load for ${ENV.DURATION} s through ${ENV.CLUSTER_URL}: browse ×${ENV.BROWSE_CONNECTIONS}, ` +
      `book ×${ENV.BOOK_CONNECTIONS} connections; SIGKILL of instance ${ENV.KILL_INSTANCE} at ${ENV.DURATION / 2} s`,
  );
  const logOffset = accessLogSize();
  const browseFailures: BrowseFailures = { byPath: {}, times: [] };
  const browsing = browseRequests(packageSlug, browseFailures, since);
  startedAt = Date.now();
  const browse = cannon({
    url: ENV.CLUSTER_URL,
    connections: ENV.BROWSE_CONNECTIONS,
    duration: ENV.DURATION,
    headers: BROWSER_HEADERS,
    requests: browsing.requests,
  });
  // A connection error names no path: counted apart.
  browse.instance.on('reqError', () => browsing.failed('(no answer)'));
  const book = cannon({
    url: ENV.CLUSTER_URL,
    connections: ENV.BOOK_CONNECTIONS,
    duration: ENV.DURATION,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (request, context) => {
          counter += 1;
          const customer = customers[counter % customers.length] as Customer;
          const batchId = batchIds[counter % batchIds.length] as string;
          const key = `chaos-${runId}-${counter}`;
          const body = bookingBody(customer, packageId, batchId);
          issued.set(key, { customer, body });
          context.key = key;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${customer.token}`,
              'idempotency-key': key,
            },
            body,
          };
        },
        onResponse: (status, body, context) => {
          const key = context.key as string;
          answered.set(key, status);
          if (status === 201 || status === 200) {
            if (status === 201) created += 1;
            else replayed += 1;
            try {
              const id = (JSON.parse(body) as { data: { _id: string } }).data._id;
              acknowledged.set(key, id);
            } catch {
              // a 2xx without a booking would show up as missing below
              acknowledged.set(key, '(unreadable answer)');
            }
          }
        },
      },
    ],
  });
  const browseFigures = watch(browse.instance, since);
  const bookFigures = watch(book.instance, since);

  const killAt = ENV.DURATION / 2;
  let killedAtMs = Number.POSITIVE_INFINITY;
  const kill = (async () => {
    await sleep(killAt * 1000);
    const killedAt = Date.now();
    killedAtMs = killedAt - startedAt;
    say(`t=${((killedAt - startedAt) / 1000).toFixed(1)} s: SIGKILL instance ${ENV.KILL_INSTANCE}`);
    await runScript('instance.sh', ['kill', ENV.KILL_INSTANCE]);
    await sleep(ENV.DOWN_SECONDS * 1000);
    say(`t=${((Date.now() - startedAt) / 1000).toFixed(1)} s: starting instance ${ENV.KILL_INSTANCE} again`);
    await runScript('instance.sh', ['start', ENV.KILL_INSTANCE]);
    const backAfterMs = Date.now() - killedAt;
    say(`t=${((Date.now() - startedAt) / 1000).toFixed(1)} s: instance ${ENV.KILL_INSTANCE} ready again`);
    return backAfterMs;
  })();
  const [browseResult, bookResult, backAfterMs] = await Promise.all([browse.done, book.done, kill]);
  const nginx = await nginxRetriesSince(logOffset);

  // Requests cut off by the kill (or by the end of the run) may have been booked or not: the client sends
  // them again with the same key, as a real client would. Let the last ones finish first.
  await sleep(2000);
  const inDoubt = [...issued.keys()].filter((key) => {
    const status = answered.get(key);
    return status === undefined || status >= 500;
  });
  let createdOnRetry = 0;
  let existedAlready = 0;
  let stillFailing = 0;
  for (const key of inDoubt) {
    const { customer, body } = issued.get(key) as { customer: Customer; body: string };
    const answer = await call(`${ENV.CLUSTER_URL}/api/bookings`, 'POST', body, {
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': key,
    }).catch(() => ({ status: 0, body: {} }) as JsonAnswer);
    if (answer.status === 201) createdOnRetry += 1;
    else if (answer.status === 200) existedAlready += 1;
    else stillFailing += 1;
    if (answer.status === 200 || answer.status === 201) acknowledged.set(key, String(answer.body.data?._id));
  }

  // Every acknowledged booking is in PostgreSQL, with its key; none is there unacknowledged.
  const ids = [...acknowledged.values()];
  const found = await db.query<{ id: string; idempotency_key: string }>(
    `SELECT id, idempotency_key FROM bookings WHERE id::text = ANY($1::text[])`,
    [ids],
  );
  const foundKeys = new Map(found.rows.map((row) => [row.id.trim(), row.idempotency_key]));
  const missing = [...acknowledged].filter(([key, id]) => foundKeys.get(id) !== key).length;
  const ours = await db.query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM bookings WHERE idempotency_key LIKE $1`,
    [`chaos-${runId}-%`],
  );
  const unacknowledgedInDatabase = ours.rows.filter((row) => !acknowledged.has(row.idempotency_key)).length;

  // Seats: on the run's batches sold + left = capacity; on every batch the seats taken during the run
  // equal the seats booked during the run; none below zero, none oversold.
  const after = await seatSnapshot(db);
  const runBatchesInconsistent = batchIds.filter((id) => {
    const batch = after.get(id);
    return !batch || batch.total - batch.left !== batch.booked;
  });
  const batchesWithDeltaMismatch = [...after.values()]
    .filter((batch) => {
      const old = before.get(batch.id.trim()) ?? { left: batch.total, booked: 0 };
      return old.left - batch.left !== batch.booked - old.booked;
    })
    .map((batch) => batch.id.trim());
  const batchesBelowZero = [...after.values()].filter((batch) => batch.left < 0).length;
  const batchesOversold = [...after.values()].filter((batch) => batch.booked > batch.total).length;

  // Browsing may fail only for the requests in flight on the killed instance when it died (nginx sends the
  // next ones to the other): anything else, a 500 while bookings are made above all, is a failure.
  const outsideKill = browseFailures.times.filter(
    (at) => at < killedAtMs || at > killedAtMs + KILL_WINDOW_MS,
  ).length;
  const figures: ChaosFigures = {
    duration: ENV.DURATION,
    browse: browseFigures(browseResult),
    browseFailures: { byPath: browseFailures.byPath, outsideKill, killWindowMs: KILL_WINDOW_MS },
    book: { ...bookFigures(bookResult), created, replayed },
    kill: { instance: ENV.KILL_INSTANCE, atSecond: killAt, downSeconds: ENV.DOWN_SECONDS, backAfterMs },
    inDoubt: { count: inDoubt.length, createdOnRetry, existedAlready, stillFailing },
    nginx,
    database: {
      acknowledged: acknowledged.size,
      missing,
      unacknowledgedInDatabase,
      batchesChecked: after.size,
      runBatchesInconsistent,
      batchesWithDeltaMismatch,
      batchesBelowZero,
      batchesOversold,
    },
    ok: false,
  };
  figures.ok =
    outsideKill === 0 &&
    missing === 0 &&
    unacknowledgedInDatabase === 0 &&
    stillFailing === 0 &&
    runBatchesInconsistent.length === 0 &&
    batchesWithDeltaMismatch.length === 0 &&
    batchesBelowZero === 0 &&
    batchesOversold === 0 &&
    acknowledged.size > 0;
  return figures;
}

// --- rolling restart under GET load ------------------------------------------------------------------

interface RollingFigures extends LoadFigures {
  restartMs: number;
  nginx: NginxRetries;
  ok: boolean;
}

async function rolling(): Promise<RollingFigures> {
  say(`GET load through ${ENV.CLUSTER_URL} (×${ENV.ROLLING_CONNECTIONS}) during npm run restart:rolling`);
  const logOffset = accessLogSize();
  const startedAt = Date.now();
  const load = cannon({
    url: ENV.CLUSTER_URL,
    connections: ENV.ROLLING_CONNECTIONS,
    duration: 600,
    headers: BROWSER_HEADERS,
    requests: ['/', '/packages', '/api/packages'].map((path) => ({ method: 'GET' as const, path })),
  });
  const figures = watch(load.instance, () => startedAt);
  await sleep(2000);
  const began = Date.now();
  let restartError: unknown;
  await runScript('rolling-restart.sh').catch((error: unknown) => {
    restartError = error;
  });
  const restartMs = Date.now() - began;
  await sleep(2000);
  load.instance.stop();
  const result = figures(await load.done);
  const nginx = await nginxRetriesSince(logOffset);
  if (restartError) say(String(restartError));
  return { ...result, restartMs, nginx, ok: !restartError && result.failed === 0 && result.timeouts === 0 };
}

// --- a notification crosses instances ---------------------------------------------------------------

interface SocketFigures {
  socketOn: 'a' | 'b' | 'unknown';
  bookedOn: Array<'a' | 'b'>;
  received: number;
  latencyMs: number[];
  ok: boolean;
}

async function socketConnections(name: 'a' | 'b'): Promise<number | undefined> {
  try {
    const response = await fetch(`${instanceUrl(name)}/metrics`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return undefined;
    const match = /^socket_connections (\d+)/m.exec(await response.text());
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function socketCheck(db: PgClient): Promise<SocketFigures> {
  const customer = await registerCustomer(db, 'socket');
  const { packageId, batchIds } = await createBatches(db, 1, 1000);
  const before = { a: await socketConnections('a'), b: await socketConnections('b') };
  const socket: Socket = io(ENV.CLUSTER_URL, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: customer.token },
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not connect through nginx')), 10_000);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('connect_error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const joined = (await socket.timeout(5000).emitWithAck('join', customer.id)) as { success: boolean };
    if (!joined.success) throw new Error('join refused');
    const after = { a: await socketConnections('a'), b: await socketConnections('b') };
    const grew = (name: 'a' | 'b') =>
      before[name] !== undefined && after[name] !== undefined && (after[name] ?? 0) > (before[name] ?? 0);
    const socketOn = grew('a') && !grew('b') ? 'a' : grew('b') && !grew('a') ? 'b' : 'unknown';
    // Book on the instance that does not hold the socket, directly on its port; both when unknown.
    const targets: Array<'a' | 'b'> = socketOn === 'a' ? ['b'] : socketOn === 'b' ? ['a'] : ['a', 'b'];
    say(
      `socket connected through nginx to instance ${socketOn}; booking directly on ${targets.join(' and ')}`,
    );
    const latencyMs: number[] = [];
    for (const target of targets) {
      const notified = new Promise<number>((resolve, reject) => {
        const sent = Date.now();
        const timer = setTimeout(
          () => reject(new Error(`no notification for a booking on ${target}`)),
          10_000,
        );
        socket.once('notification', () => {
          clearTimeout(timer);
          resolve(Date.now() - sent);
        });
      });
      const answer = await call(
        `${instanceUrl(target)}/api/bookings`,
        'POST',
        bookingBody(customer, packageId, batchIds[0] as string),
        {
          authorization: `Bearer ${customer.token}`,
          'idempotency-key': `socket-${crypto.randomBytes(6).toString('hex')}`,
        },
      );
      if (answer.status !== 201)
        throw new Error(`booking on ${target}: ${answer.status} ${answer.body.message}`);
      latencyMs.push(await notified);
    }
    return { socketOn, bookedOn: targets, received: latencyMs.length, latencyMs, ok: true };
  } finally {
    socket.close();
  }
}

// --- report -----------------------------------------------------------------------------------------

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([label, count]) => `${label} ×${count}`)
    .join(', ') || 'none';

function loadLine(name: string, figures: LoadFigures): string {
  const codes = Object.entries(figures.statusCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  const errors = Object.entries(figures.connectionErrors)
    .map(([kind, count]) => `${kind}×${count}`)
    .join(' ');
  const window = figures.failuresBetween
    ? `, failures between t=${figures.failuresBetween[0].toFixed(1)} and ${figures.failuresBetween[1].toFixed(1)} s`
    : '';
  return (
    `${name}: ${figures.requests} requests (${figures.perSecond}/s), p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
    `max ${figures.max} ms; answers ${codes || 'none'}; connection errors ${errors || 'none'}; ` +
    `time-outs ${figures.timeouts}; failed ${figures.failed}${window}`
  );
}

async function main(): Promise<void> {
  const mode = process.argv[2] ?? 'chaos';
  if (!['chaos', 'rolling', 'socket', 'all'].includes(mode)) {
    console.error('usage: chaos.ts [chaos|rolling|socket|all]');
    process.exit(2);
  }
  const machine = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    cluster: ENV.CLUSTER_URL,
  };
  say(`${machine.date}, ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}`);
  const db = new pg.Client({ connectionString: ENV.DATABASE_URL });
  await db.connect();
  const report: Record<string, unknown> = { machine, mode };
  let ok = true;
  try {
    if (mode === 'chaos' || mode === 'all') {
      const figures = await chaos(db);
      report.chaos = figures;
      ok &&= figures.ok;
      say(loadLine('browse', figures.browse));
      say(
        `browse 5xx or no answer by path: ${tally(figures.browseFailures.byPath)}; outside the kill's ` +
          `${figures.browseFailures.killWindowMs} ms: ${figures.browseFailures.outsideKill}` +
          (figures.browseFailures.outsideKill === 0 ? ' → OK' : ' → FAILED'),
      );
      say(
        `${loadLine('book', figures.book)}; 201 created ${figures.book.created}, 200 replayed ${figures.book.replayed}`,
      );
      say(
        `kill -9 of instance ${figures.kill.instance} at ${figures.kill.atSecond} s, started again after ` +
          `${figures.kill.downSeconds} s, serving again ${figures.kill.backAfterMs} ms after the kill`,
      );
      say(
        `nginx sent to the other instance after a failure: ${tally(figures.nginx.retried)}; ` +
          `answered 502/504 itself: ${tally(figures.nginx.gatewayErrors)}`,
      );
      say(
        `in doubt (no answer or 5xx): ${figures.inDoubt.count}; sent again with their key: ` +
          `${figures.inDoubt.createdOnRetry} created now, ${figures.inDoubt.existedAlready} already booked, ` +
          `${figures.inDoubt.stillFailing} failing`,
      );
      const d = figures.database;
      say(
        `PostgreSQL: ${d.acknowledged} acknowledged bookings, ${d.missing} missing, ${d.unacknowledgedInDatabase} ` +
          `unacknowledged in the database; ${d.batchesChecked} batches: ${d.runBatchesInconsistent.length} of the run's ` +
          `with sold + left ≠ capacity, ${d.batchesWithDeltaMismatch.length} with seats taken ≠ seats booked, ` +
          `${d.batchesBelowZero} below zero, ${d.batchesOversold} oversold → ${figures.ok ? 'OK' : 'FAILED'}`,
      );
    }
    if (mode === 'rolling' || mode === 'all') {
      const figures = await rolling();
      report.rolling = figures;
      ok &&= figures.ok;
      say(loadLine('rolling restart, GETs', figures));
      say(`nginx sent to the other instance after a failure: ${tally(figures.nginx.retried)}`);
      say(`rolling restart took ${figures.restartMs} ms → ${figures.ok ? 'OK (0 failed)' : 'FAILED'}`);
    }
    if (mode === 'socket' || mode === 'all') {
      const figures = await socketCheck(db).catch((error: unknown) => {
        say(`socket check failed: ${String(error)}`);
        return { socketOn: 'unknown', bookedOn: [], received: 0, latencyMs: [], ok: false } as SocketFigures;
      });
      report.socket = figures;
      ok &&= figures.ok;
      say(
        `socket through nginx on instance ${figures.socketOn}; bookings on ${figures.bookedOn.join(', ') || '-'}: ` +
          `${figures.received} notifications (${figures.latencyMs.join(', ')} ms) → ${figures.ok ? 'OK' : 'FAILED'}`,
      );
    }
  } finally {
    await db.end();
  }
  report.ok = ok;
  if (ENV.RESULT_FILE) fs.writeFileSync(ENV.RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  say(ok ? 'all checks passed' : 'a check FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
