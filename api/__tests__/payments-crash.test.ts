// kill -9 between capture and confirmation (issue 32, "Bad input and faults"): the built API runs as a child
// process with PAYMENT_PROVIDER=razorpay, its RAZORPAY_API_URL pointing at the Razorpay sandbox, which runs
// here in the test's own process (a process apart, so the provider's books survive the API's death, and its
// signed webhooks go to the API under test). The customer pays, the money is captured at the provider, and the
// API is killed before it has counted it: with no webhook ever (the reconciler must find the payment), and
// while the webhook is being delivered (at a random moment: before, during or after its transaction). After a
// restart on the same database the booking ends confirmed, the payment counted exactly once, nothing refunded,
// however many times it is reported afterwards (the late hand-back, Razorpay's redeliveries, the reconciler).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Booking, PackageDetail, PaymentOrder } from '@trippy/contracts';
import { razorpaySandbox } from '../src/modules/payments/sandbox/sandbox-routes';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { DEMO_CUSTOMER } from '../src/seed/demo-data';
import { PG_URL, pgliteDirFromTemplate, postgresAvailable } from './helpers/db-targets';
import { ensureBuilt, startServer, type ServerProcess } from './helpers/server-process';
import { travellersFor } from './helpers/travellers';

const KEY_ID = 'rzp_test_crash';
const KEY_SECRET = 'crash-test-key-secret-0123456789';
const WEBHOOK_SECRET = 'crash-test-webhook-secret-0123456';
const SANDBOX_PREFIX = '/sandbox/razorpay';
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';
const SLUG = 'rishikesh-rafting-weekend';
/** How long the API was down, as far as the reconciler's "open for 2 minutes" is concerned. */
const OUTAGE_MS = 3 * 60_000;

interface HandBack {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sandbox: FastifyInstance;
let sandboxUrl = '';
/** The API a webhook goes to now (null: none listening), and what happens as the sandbox sends one. */
let api: ServerProcess | null = null;
let onWebhook: (() => void) | null = null;

beforeAll(async () => {
  ensureBuilt();
  sandbox = Fastify();
  await sandbox.register(razorpaySandbox, {
    prefix: SANDBOX_PREFIX,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    // Resolved at each delivery attempt: the API listening now (its port changes with each start).
    webhookUrl: () => {
      onWebhook?.();
      return `${api?.url ?? 'http://127.0.0.1:9'}${WEBHOOK_PATH}`;
    },
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}${SANDBOX_PREFIX}`;
}, 60_000);

afterAll(async () => {
  if (api?.child.exitCode === null) api.child.kill('SIGKILL');
  await sandbox?.close();
});

async function call<T>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/**
 * One scenario's API, database and customer: `start` (again) on the same database, `crash` (kill -9), `down`
 * (what the reconciler sees of an outage: the open orders are OUTAGE_MS older), `db` (read the database;
 * PGlite only while the API is down, its data directory is the API's own).
 */
interface Target {
  env: Record<string, string>;
  db<T>(read: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
}

function suite(name: string, open: () => Promise<Target & { close(): Promise<void> }>, enabled = true) {
  (enabled ? describe : describe.skip)(name, () => {
    let opened: (Target & { close(): Promise<void> }) | undefined;
    const target = () => opened!;
    let token = '';
    const auth = () => ({ authorization: `Bearer ${token}` });
    const servers: ServerProcess[] = [];

    const start = async () => {
      api = await startServer({
        ...target().env,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: sandboxUrl,
        JOBS_POLL_MS: '200',
        RECONCILE_POLL_MS: '200',
        LOG_REQUESTS: 'false',
      });
      servers.push(api);
      const login = await call<{ data: { token: string } }>(api.url, 'POST', '/api/customers/login', {
        identifier: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
      });
      expect(login.status).toBe(200);
      token = login.body.data.token;
      return api;
    };
    const crash = async () => {
      const dying = api!;
      dying.child.kill('SIGKILL');
      expect((await dying.exited).signal).toBe('SIGKILL');
      api = null;
    };
    /** The API stays down long enough for its open orders to be the reconciler's business. */
    const down = () =>
      target().db((handle) =>
        sql`UPDATE payment_orders SET created_at = created_at - make_interval(secs => ${OUTAGE_MS / 1000}) WHERE status = 'created'`.execute(
          handle.db,
        ),
      );
    const book = async () => {
      const pkg = (await call<{ data: PackageDetail }>(api!.url, 'GET', `/api/packages/${SLUG}`)).body.data;
      const batch = pkg.batches.find((one) => one.seatsLeft >= 1)!;
      const made = await call<{ data: Booking }>(
        api!.url,
        'POST',
        '/api/bookings',
        {
          packageId: pkg._id,
          batchId: batch._id,
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
        },
        auth(),
      );
      expect(made.status).toBe(201);
      const order = await call<{ data: PaymentOrder }>(
        api!.url,
        'POST',
        `/api/bookings/${made.body.data._id}/payment-order`,
        undefined,
        auth(),
      );
      expect(order.status).toBe(200);
      return { booking: made.body.data, orderId: order.body.data.orderId };
    };
    const pay = async (orderId: string, webhooks: 'normal' | 'none') => {
      const paid = await call<HandBack>(sandboxUrl, 'POST', '/checkout/pay', {
        order_id: orderId,
        method: 'upi',
        outcome: 'success',
        webhooks,
      });
      expect(paid.status).toBe(200);
      return paid.body;
    };
    const status = async (bookingId: string) =>
      (await call<{ data: Booking }>(api!.url, 'GET', `/api/bookings/${bookingId}`, undefined, auth())).body
        .data.metadata.status;
    const confirmedSoon = async (bookingId: string, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if ((await status(bookingId)) === 'confirmed') return true;
        await sleep(100);
      }
      return false;
    };
    /** After the fact, everyone reports the payment again: the browser's hand-back, Razorpay's retries. */
    const reportAgain = async (bookingId: string, paid: HandBack) => {
      const returned = await call<{ data: { outcome: string } }>(
        api!.url,
        'POST',
        `/api/bookings/${bookingId}/payment-return`,
        paid,
        auth(),
      );
      expect(returned.status).toBe(200);
      expect(returned.body.data.outcome).toBe('already-recorded');
      for (const event of ['payment.captured', 'order.paid'] as const) {
        const sent = await call<{ delivered: boolean }>(sandboxUrl, 'POST', '/test/webhook', {
          order_id: paid.razorpay_order_id,
          payment_id: paid.razorpay_payment_id,
          event,
          times: 2,
        });
        expect(sent.body.delivered).toBe(true);
      }
    };
    /** The database's word, read with the API stopped: counted once, confirmed, nothing paid back. */
    const countedOnce = async (cases: Array<{ booking: Booking; paid: HandBack }>) => {
      const rows = await target().db(async (handle) => ({
        bookings: await handle.db
          .selectFrom('bookings')
          .select(['id', 'status', 'amount_paid', 'confirmed_at'])
          .where(
            'id',
            'in',
            cases.map(({ booking }) => booking._id),
          )
          .execute(),
        payments: await handle.db
          .selectFrom('payments')
          .select(['booking_id', 'amount', 'provider_payment_id'])
          .where(
            'booking_id',
            'in',
            cases.map(({ booking }) => booking._id),
          )
          .execute(),
        orders: await handle.db
          .selectFrom('payment_orders')
          .select(['provider_order_id', 'status'])
          .where(
            'booking_id',
            'in',
            cases.map(({ booking }) => booking._id),
          )
          .execute(),
        refunds: await handle.db
          .selectFrom('payment_refunds')
          .select(['provider_payment_id'])
          .where(
            'booking_id',
            'in',
            cases.map(({ booking }) => booking._id),
          )
          .execute(),
      }));
      expect(rows.refunds).toEqual([]);
      for (const { booking, paid } of cases) {
        const amount = booking.bookingInfo.payableAmount;
        expect(rows.bookings.find((row) => row.id === booking._id)).toMatchObject({
          status: 'confirmed',
          amount_paid: amount,
        });
        expect(rows.payments.filter((row) => row.booking_id === booking._id)).toEqual([
          { booking_id: booking._id, amount, provider_payment_id: paid.razorpay_payment_id },
        ]);
        expect(rows.orders.find((row) => row.provider_order_id === paid.razorpay_order_id)).toMatchObject({
          status: 'paid',
        });
        // The provider's books: captured once, never refunded.
        const payment = await call<{ status: string; amount: number; amount_refunded: number }>(
          sandboxUrl,
          'GET',
          `/v1/payments/${paid.razorpay_payment_id}`,
          undefined,
          { authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
        );
        expect(payment.body).toMatchObject({ status: 'captured', amount, amount_refunded: 0 });
      }
    };

    beforeAll(async () => {
      opened = await open();
    }, 60_000);
    afterAll(async () => {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await opened?.close();
    });

    it('a payment captured with no webhook ever and the API killed before the hand-back: the reconciler counts it once after the restart', async () => {
      const startedAt = Date.now();
      try {
        await start();
        const { booking, orderId } = await book();
        expect((await call(sandboxUrl, 'POST', '/test/lose-webhooks', { on: true })).status).toBe(200);
        const paid = await pay(orderId, 'normal');
        await crash(); // the browser never came back either
        const before = await target().db((handle) =>
          handle.db
            .selectFrom('bookings')
            .select(['status', 'amount_paid'])
            .where('id', '=', booking._id)
            .executeTakeFirstOrThrow(),
        );
        expect(before).toEqual({ status: 'pending', amount_paid: 0 });
        await down();
        await start();
        expect(await confirmedSoon(booking._id)).toBe(true);
        await call(sandboxUrl, 'POST', '/test/lose-webhooks', { on: false });
        await reportAgain(booking._id, paid);
        await sleep(600); // a few more reconciler passes
        await crash();
        await countedOnce([{ booking, paid }]);
        console.log(`kill -9 before confirmation, reconciler: ${Date.now() - startedAt} ms`);
      } catch (error) {
        for (const server of servers) console.error(server.output());
        throw error;
      } finally {
        await call(sandboxUrl, 'POST', '/test/lose-webhooks', { on: false });
        onWebhook = null;
      }
    }, 60_000);

    it('the API killed at a random moment while the webhook is delivered: after the restart it is counted once', async () => {
      const startedAt = Date.now();
      const killAfterMs = crypto.randomInt(0, 25);
      try {
        await start();
        const { booking, orderId } = await book();
        const dying = api!;
        // The first delivery attempt of the payment's webhooks: the API is killed as it arrives, before it
        // reads it, while its transaction runs, or just after it committed.
        onWebhook = () => {
          onWebhook = null;
          setTimeout(() => dying.child.kill('SIGKILL'), killAfterMs);
        };
        const paid = await pay(orderId, 'normal');
        expect((await dying.exited).signal).toBe('SIGKILL');
        api = null;
        await start();
        // Razorpay keeps retrying a webhook that failed (here, at once).
        const redelivered = await call<{ delivered: boolean }>(sandboxUrl, 'POST', '/test/webhook', {
          order_id: orderId,
          payment_id: paid.razorpay_payment_id,
          event: 'payment.captured',
        });
        expect(redelivered.body.delivered).toBe(true);
        expect(await confirmedSoon(booking._id)).toBe(true);
        await reportAgain(booking._id, paid);
        await crash();
        await countedOnce([{ booking, paid }]);
        console.log(`kill -9 ${killAfterMs} ms after the webhook was sent: ${Date.now() - startedAt} ms`);
      } catch (error) {
        for (const server of servers) console.error(server.output());
        throw error;
      } finally {
        onWebhook = null;
      }
    }, 60_000);
  });
}

suite('the built API on PGlite on disk, killed between capture and confirmation', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-payments-crash-'));
  const dataDir = path.join(dir, 'pglite');
  await pgliteDirFromTemplate(dataDir);
  return {
    env: { DATA_DIR: dataDir },
    async db(read) {
      const handle = await openDatabase({ dataDir });
      try {
        return await read(handle);
      } finally {
        await handle.close();
      }
    },
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

if (!postgresAvailable)
  console.warn(`Payments crash test on PostgreSQL skipped: ${PG_URL} is not reachable.`);
suite(
  'the built API on PostgreSQL, killed between capture and confirmation',
  async () => {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const handle = await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://', schema });
    const url = `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    return {
      env: { DATABASE_URL: url, DATA_DIR: 'memory://' },
      db: (read) => read(handle),
      close: async () => {
        await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(handle.db);
        await handle.close();
      },
    };
  },
  postgresAvailable,
);
