import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import type { Booking, PackageDetail } from '@trippy/contracts';
import { openDatabase } from '../src/db/connect';
import { DEMO_CUSTOMER } from '../src/seed/demo-data';
import { PG_URL, pgliteDirFromTemplate, postgresAvailable } from './helpers/db-targets';
import { ensureBuilt, startServer, type ServerProcess } from './helpers/server-process';
import { travellersFor } from './helpers/travellers';

/**
 * The built server as a child process: a booking acknowledged before `kill -9` is there after a restart, and
 * SIGTERM lets an in-flight request finish, refuses new connections, closes sockets and exits 0.
 */

interface Session {
  token: string;
  body: string;
}

async function session(url: string): Promise<Session> {
  const login = await fetch(`${url}/api/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const pkg = (
    (await (await fetch(`${url}/api/packages/rishikesh-rafting-weekend`)).json()) as {
      data: PackageDetail;
    }
  ).data;
  const batch = pkg.batches.find((b) => b.seatsLeft >= 2);
  const body = JSON.stringify({
    packageId: pkg._id,
    batchId: batch?._id,
    numberOfSeats: 1,
    paymentType: 'full',
    addonIds: [],
    travellers: travellersFor(1),
    customerDetails: {
      fullName: 'Asha Rawat',
      email: 'asha@example.in',
      phone: '9811112222',
      address: 'Rishikesh',
      emergencyContact: '9822223333',
      emergencyName: 'Mohan Rawat',
    },
  });
  return { token, body };
}

async function book(url: string, s: Session): Promise<Booking> {
  const res = await fetch(`${url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: s.body,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Booking }).data;
}

async function bookingStatus(url: string, s: Session, id: string): Promise<number> {
  return (await fetch(`${url}/api/bookings/${id}`, { headers: { authorization: `Bearer ${s.token}` } }))
    .status;
}

/** Resolves true once a TCP connection to the port is refused (the listener is closed). */
async function refused(port: number, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    if (outcome === 'ECONNREFUSED') return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/** A booking request sent in two halves: headers and half the body now, the rest when `finish` is called. */
function slowBooking(port: number, s: Session) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.once('close', () => resolve(response));
  });
  const half = Math.floor(s.body.length / 2);
  socket.write(
    `POST /api/bookings HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Authorization: Bearer ${s.token}\r\nContent-Length: ${Buffer.byteLength(s.body)}\r\n\r\n` +
      s.body.slice(0, half),
  );
  return { finish: () => socket.write(s.body.slice(half)), closed };
}

function realtimeSocket(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const portOf = (url: string) => Number(new URL(url).port);

// A first start on an empty database seeds the demo data and makes its photos through the image pipeline
// (about 25 s on a busy 2-core machine) before it listens.
jest.setTimeout(180_000);

/**
 * kill -9 after an acknowledged booking, restart (the booking is served), then SIGTERM with a booking in flight
 * (it completes and is stored: `stored` reads the database directly, which saves a third start).
 */
async function crashAndShutdown(
  env: Record<string, string>,
  stored: (bookingId: string) => Promise<boolean>,
): Promise<void> {
  const servers: ServerProcess[] = [];
  try {
    const first = await startServer(env);
    servers.push(first);
    const s = await session(first.url);
    const acknowledged = await book(first.url, s);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(env);
    servers.push(second);
    expect(await bookingStatus(second.url, s, acknowledged._id)).toBe(200);

    const port = portOf(second.url);
    const socket = await realtimeSocket(second.url, s.token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const inFlight = slowBooking(port, s);
    await new Promise((r) => setTimeout(r, 150)); // the server has the headers and is waiting for the body
    second.child.kill('SIGTERM');
    expect(await refused(port)).toBe(true);
    inFlight.finish();
    const response = await inFlight.closed;
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(await disconnected).toBe('io server disconnect');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    const created = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { data: Booking };

    expect(await stored(created.data._id)).toBe(true);
  } catch (error) {
    for (const server of servers) console.error(server.output());
    throw error;
  } finally {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
}

beforeAll(() => ensureBuilt());

describe('the built server on PGlite on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-lifecycle-'));
    await pgliteDirFromTemplate(path.join(dir, 'pglite'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps an acknowledged booking through kill -9 and shuts down gracefully on SIGTERM', async () => {
    const dataDir = path.join(dir, 'pglite');
    await crashAndShutdown({ DATA_DIR: dataDir }, async (id) => {
      const handle = await openDatabase({ dataDir });
      try {
        return Boolean(
          await handle.db.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst(),
        );
      } finally {
        await handle.close();
      }
    });
  });
});

const describePg = postgresAvailable ? describe : describe.skip;
if (!postgresAvailable) console.warn(`Lifecycle test on PostgreSQL skipped: ${PG_URL} is not reachable.`);

describePg('the built server on PostgreSQL', () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    const handle = await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://' });
    await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(handle.db);
    await handle.close();
  });

  it('keeps an acknowledged booking through kill -9 and shuts down gracefully on SIGTERM', async () => {
    const handle = await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://', schema });
    try {
      const url = `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      await crashAndShutdown({ DATABASE_URL: url, DATA_DIR: 'memory://' }, async (id) =>
        Boolean(await handle.db.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst()),
      );
    } finally {
      await handle.close();
    }
  });
});
