/**
 * Online payments against the local Razorpay sandbox over loopback HTTP, on PGlite: how long from a booking to
 * its confirmation when the customer pays at once (booking, order, checkout, the sandbox's webhooks), and how
 * many signed webhooks a second the API takes (each verified on its raw bytes and recorded once).
 * Run: npx -y pnpm@10 --filter @trippy/api bench:payments   (PAYMENTS_BENCH_BOOKINGS, BENCH_SECONDS,
 * BENCH_CONNECTIONS)
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/run-seed';
import { newId } from '../src/db/ids';
import { BENCH_CONNECTIONS, BENCH_SECONDS, PAYMENTS_BENCH_BOOKINGS as BOOKINGS } from './env';

const SLUG = 'char-dham-yatra-from-haridwar';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle.db);
  await seedDemoData(handle.db);
  const app = await buildApp({
    db: handle,
    closeDb: true,
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
      LOG_REQUESTS: false,
      DEV_MAILBOX: true,
      JOBS_POLL_MS: 0,
      MAX_HELD_SEATS_PER_CUSTOMER: 1000,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const call = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T } & Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  // A customer, through the API.
  const email = `bench.${crypto.randomBytes(4).toString('hex')}@example.in`;
  await call('POST', '/api/customers/send-otp', {
    firstName: 'Bench',
    lastName: 'Customer',
    email,
    phone: `9${crypto.randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`,
    password: 'Himalaya@123',
  });
  const mails = await call<Array<{ body: string }>>(
    'GET',
    `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
  );
  const code = /\b(\d{6})\b/.exec(mails.data.at(-1)?.body ?? '')?.[1] ?? '';
  const login = await call<{ token: string }>('POST', '/api/customers/verify-otp', {
    identifier: email,
    code,
  });
  const token = login.data.token;
  const pkg = await call<{ _id: string }>('GET', `/api/packages/${SLUG}`);
  const batchId = newId();
  const start = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await handle.db
    .insertInto('batches')
    .values({
      id: batchId,
      package_id: pkg.data._id,
      start_date: start,
      end_date: start,
      total_seats: 500,
      seats_left: 500,
    })
    .execute();

  // Booking to confirmed, one customer paying at once, the webhooks doing the confirming.
  const toConfirmed: number[] = [];
  const payToConfirmed: number[] = [];
  for (let i = 0; i < BOOKINGS; i += 1) {
    const began = performance.now();
    const booking = await call<{ _id: string }>(
      'POST',
      '/api/bookings',
      {
        packageId: pkg.data._id,
        batchId,
        numberOfSeats: 1,
        paymentType: 'advance',
        addonIds: [],
        customerDetails: {
          fullName: 'Bench Customer',
          email,
          phone: '9812345678',
          address: 'Rajpur Road, Dehradun',
          emergencyContact: '9898989898',
          emergencyName: 'Bench Contact',
        },
        travellers: [
          {
            fullName: 'Bench Customer',
            age: 35,
            gender: 'female',
            phone: '9812345678',
            idType: 'aadhaar',
            idNumber: '2345 6789 1234',
          },
        ],
      },
      token,
    );
    const order = await call<{ orderId: string }>(
      'POST',
      `/api/bookings/${booking.data._id}/payment-order`,
      undefined,
      token,
    );
    const paying = performance.now();
    await call('POST', '/sandbox/razorpay/checkout/pay', {
      order_id: order.data.orderId,
      method: 'upi',
      outcome: 'success',
      webhooks: 'normal',
    });
    for (;;) {
      const row = await handle.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', booking.data._id)
        .executeTakeFirstOrThrow();
      if (row.status === 'confirmed') break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    toConfirmed.push(performance.now() - began);
    payToConfirmed.push(performance.now() - paying);
  }
  toConfirmed.sort((a, b) => a - b);
  payToConfirmed.sort((a, b) => a - b);

  // Signed webhooks a second: each a distinct event (verified, recorded once) about a real order.
  const order = await handle.db
    .selectFrom('payment_orders')
    .select(['provider_order_id', 'amount'])
    .executeTakeFirstOrThrow();
  let n = 0;
  const secret = app.config.RAZORPAY_WEBHOOK_SECRET;
  const result = await autocannon({
    url: origin,
    connections: BENCH_CONNECTIONS,
    duration: BENCH_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/payments/razorpay/webhook',
        setupRequest: (request) => {
          n += 1;
          const body = JSON.stringify({
            entity: 'event',
            event: 'payment.failed',
            payload: {
              payment: {
                entity: {
                  id: `pay_bench${n}`,
                  amount: order.amount,
                  currency: 'INR',
                  status: 'failed',
                  order_id: order.provider_order_id,
                  method: 'upi',
                },
              },
            },
          });
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': crypto.createHmac('sha256', secret).update(body).digest('hex'),
              'x-razorpay-event-id': `evt_bench_${n}`,
            },
            body,
          } as typeof request;
        },
      },
    ],
  });
  await app.close();

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, PGlite`,
  );
  console.log(
    `booking to confirmed (${BOOKINGS} bookings, pay at once, webhooks): p50 ${ms(percentile(toConfirmed, 50))}, ` +
      `p95 ${ms(percentile(toConfirmed, 95))}, max ${ms(toConfirmed.at(-1) ?? 0)}; ` +
      `pay to confirmed p50 ${ms(percentile(payToConfirmed, 50))}, p95 ${ms(percentile(payToConfirmed, 95))}`,
  );
  console.log(
    `signed webhooks (${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s): ${Math.round(result.requests.average)}/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
