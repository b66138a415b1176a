// The Razorpay sandbox over real HTTP: Razorpay's REST answers, the checkout hand-back and signed webhooks.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { razorpaySandbox, PENDING_CAPTURE_MS } from '../src/modules/payments/sandbox/sandbox-routes';
import { SandboxStore, razorpayId } from '../src/modules/payments/sandbox/sandbox-store';
import { securityPlugin } from '../src/plugins/security';
import type { Env } from '../src/env';
import type { TypeBoxProvider } from '../src/types';

const KEY_ID = 'rzp_test_sandbox';
const KEY_SECRET = 'sandbox-key-secret-of-the-tests';
const WEBHOOK_SECRET = 'sandbox-webhook-secret-of-the-tests';
const PREFIX = '/sandbox/razorpay';
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';
const CHECKOUT_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

interface Delivery {
  raw: string;
  signature: string;
  eventId: string;
  status: number;
}

interface EventBody {
  entity: string;
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment: { entity: { id: string; order_id: string; status: string; amount: number } };
    order?: { entity: { id: string; status: string } };
    refund?: { entity: { id: string; amount: number } };
  };
  created_at: number;
}

interface Json {
  [key: string]: unknown;
}

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

let app: FastifyInstance;
let base = '';
const deliveries: Delivery[] = [];
/** How many of the next deliveries the receiver refuses with a 500. */
let refuseNext = 0;

beforeAll(async () => {
  app = Fastify();
  // The webhook receiver: raw bytes, as a real receiver must keep them to check the signature.
  await app.register(async (receiver) => {
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    receiver.post(WEBHOOK_PATH, async (request, reply) => {
      const status = refuseNext > 0 ? 500 : 200;
      if (refuseNext > 0) refuseNext -= 1;
      deliveries.push({
        raw: String(request.body),
        signature: String(request.headers['x-razorpay-signature']),
        eventId: String(request.headers['x-razorpay-event-id']),
        status,
      });
      return reply.code(status).send({ ok: status === 200 });
    });
  });
  await app.register(razorpaySandbox, {
    prefix: PREFIX,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: () => (base ? `${base}${WEBHOOK_PATH}` : null),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

beforeEach(() => {
  refuseNext = 0;
});

async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${PREFIX}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: (response.headers.get('content-type')?.startsWith('application/json')
      ? JSON.parse(text)
      : null) as Json,
  };
}

const api = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(method, `/v1${path}`, body, { authorization: AUTH, ...headers });

async function createOrder(amount = 577448, receipt = 'TH-2026-0001') {
  const res = await api('POST', '/orders', { amount, currency: 'INR', receipt, notes: { booking: 'b-1' } });
  expect(res.status).toBe(200);
  return res.json as Json & { id: string };
}

const pay = (
  orderId: string,
  outcome: 'success' | 'failure' | 'pending',
  webhooks?: string,
  method = 'upi',
) => call('POST', '/checkout/pay', { order_id: orderId, method, outcome, ...(webhooks ? { webhooks } : {}) });

/** The successful deliveries about this order, oldest first, after checking each one's signature. */
function eventsOf(orderId: string): Array<EventBody & { eventId: string }> {
  return deliveries
    .filter((delivery) => delivery.status === 200)
    .map((delivery) => {
      expect(delivery.signature).toBe(hmac(WEBHOOK_SECRET, delivery.raw));
      return { ...(JSON.parse(delivery.raw) as EventBody), eventId: delivery.eventId };
    })
    .filter((event) => event.payload.payment.entity.order_id === orderId);
}

async function waitForEvents(orderId: string, count: number, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (eventsOf(orderId).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return eventsOf(orderId);
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Razorpay sandbox: REST API', () => {
  it('refuses requests without the right Basic credentials, like Razorpay', async () => {
    const refusal = { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } };
    const none = await call('POST', '/v1/orders', { amount: 1000, currency: 'INR', receipt: 'r' });
    const wrong = await call('GET', '/v1/orders/order_AAAAAAAAAAAAAA', undefined, {
      authorization: `Basic ${Buffer.from(`${KEY_ID}:not-the-secret`).toString('base64')}`,
    });
    const bearer = await call('GET', '/v1/orders/order_AAAAAAAAAAAAAA', undefined, {
      authorization: `Bearer ${KEY_SECRET}`,
    });
    for (const res of [none, wrong, bearer]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual(refusal);
    }
  });

  it('creates an order, answers it by id and lists its payments', async () => {
    const order = await createOrder(577448, 'TH-2026-0042');
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 577448,
      amount_paid: 0,
      amount_due: 577448,
      currency: 'INR',
      receipt: 'TH-2026-0042',
      status: 'created',
      attempts: 0,
      notes: { booking: 'b-1' },
      created_at: expect.any(Number),
    });
    expect(Math.abs(Number(order.created_at) - Date.now() / 1000)).toBeLessThan(5);
    expect((await api('GET', `/orders/${order.id}`)).json).toEqual(order);
    expect((await api('GET', `/orders/${order.id}/payments`)).json).toEqual({
      entity: 'collection',
      count: 0,
      items: [],
    });
    // The same receipt again is a new order (Razorpay does not make receipts unique).
    const again = await createOrder(577448, 'TH-2026-0042');
    expect(again.id).not.toBe(order.id);
  });

  it('answers unknown ids and bad bodies with 400 in Razorpay error shape', async () => {
    for (const path of [
      '/orders/order_AAAAAAAAAAAAAA',
      '/orders/order_AAAAAAAAAAAAAA/payments',
      '/payments/pay_x',
    ]) {
      const res = await api('GET', path);
      expect({ path, status: res.status, body: res.json }).toEqual({
        path,
        status: 400,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
      });
    }
    const bad = [
      [{ currency: 'INR', receipt: 'r' }, 'amount', 'The amount field is required.'],
      [{ amount: 99, currency: 'INR', receipt: 'r' }, 'amount', 'The amount must be at least 100.'],
      [{ amount: 100000001, currency: 'INR' }, 'amount', 'The amount may not be greater than 100000000.'],
      [{ amount: 1000.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
      [{ amount: 1000, currency: 'USD' }, 'currency', 'The selected currency is invalid.'],
      [{ amount: 1000, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt', undefined],
      [
        {
          amount: 1000,
          currency: 'INR',
          notes: Object.fromEntries([...Array(16).keys()].map((i) => [`k${i}`, 'v'])),
        },
        'notes',
        undefined,
      ],
      [{ amount: 1000, currency: 'INR', notes: { long: 'x'.repeat(257) } }, 'notes.long', undefined],
      [{ amount: 1000, currency: 'INR', notes: { n: { deep: 'x' } } }, 'notes.n', undefined],
    ] as const;
    for (const [body, field, description] of bad) {
      const res = await api('POST', '/orders', body);
      expect({ field, status: res.status, code: (res.json.error as Json).code }).toEqual({
        field,
        status: 400,
        code: 'BAD_REQUEST_ERROR',
      });
      expect((res.json.error as Json).field).toBe(field);
      if (description) expect((res.json.error as Json).description).toBe(description);
    }
    const notJson = await fetch(`${base}${PREFIX}/v1/orders`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: '{"amount":',
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: Json }).error.code).toBe('BAD_REQUEST_ERROR');
  });
});

describe('Razorpay sandbox: checkout and webhooks', () => {
  it('pays an order: the hand-back verifies, the order is paid and signed webhooks arrive in order', async () => {
    const order = await createOrder();
    const res = await pay(order.id, 'success');
    expect(res.status).toBe(200);
    const paymentId = String(res.json.razorpay_payment_id);
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(res.json).toEqual({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: hmac(KEY_SECRET, `${order.id}|${paymentId}`),
    });

    expect((await api('GET', `/orders/${order.id}`)).json).toMatchObject({
      status: 'paid',
      amount_paid: 577448,
      amount_due: 0,
      attempts: 1,
    });
    const payment = (await api('GET', `/payments/${paymentId}`)).json;
    expect(payment).toEqual({
      id: paymentId,
      entity: 'payment',
      amount: 577448,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: 'upi',
      captured: true,
      amount_refunded: 0,
      refund_status: null,
      error_code: null,
      error_description: null,
      created_at: expect.any(Number),
    });
    expect((await api('GET', `/orders/${order.id}/payments`)).json).toEqual({
      entity: 'collection',
      count: 1,
      items: [payment],
    });

    const events = await waitForEvents(order.id, 2);
    expect(events.map((event) => event.event)).toEqual(['payment.captured', 'order.paid']);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(2);
    const [captured, paid] = events;
    expect(captured).toMatchObject({
      entity: 'event',
      account_id: 'acc_sandbox',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
    });
    expect(captured?.payload.order).toBeUndefined();
    expect(paid).toMatchObject({
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: paymentId } },
        order: { entity: { id: order.id, status: 'paid' } },
      },
    });
  });

  it('sends each event twice with one event id in duplicate mode, order.paid first in reverse mode, none in none', async () => {
    const twice = await createOrder();
    expect((await pay(twice.id, 'success', 'duplicate')).status).toBe(200);
    const duplicated = await waitForEvents(twice.id, 4);
    expect(duplicated.map((event) => event.event)).toEqual([
      'payment.captured',
      'payment.captured',
      'order.paid',
      'order.paid',
    ]);
    expect(duplicated[0]?.eventId).toBe(duplicated[1]?.eventId);
    expect(duplicated[2]?.eventId).toBe(duplicated[3]?.eventId);
    expect(duplicated[0]?.eventId).not.toBe(duplicated[2]?.eventId);

    const reversed = await createOrder();
    expect((await pay(reversed.id, 'success', 'reverse', 'card')).status).toBe(200);
    expect((await waitForEvents(reversed.id, 2)).map((event) => event.event)).toEqual([
      'order.paid',
      'payment.captured',
    ]);

    const silent = await createOrder();
    expect((await pay(silent.id, 'success', 'none')).status).toBe(200);
    await settle(300);
    expect(eventsOf(silent.id)).toEqual([]);
  });

  it('fails a payment: 402, a failed payment on an attempted order, payment.failed', async () => {
    const order = await createOrder();
    const res = await pay(order.id, 'failure', undefined, 'netbanking');
    expect(res.status).toBe(402);
    expect(res.json).toEqual({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } });
    const list = (await api('GET', `/orders/${order.id}/payments`)).json as { items: Json[] };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      status: 'failed',
      captured: false,
      method: 'netbanking',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    });
    expect((await api('GET', `/orders/${order.id}`)).json).toMatchObject({
      status: 'attempted',
      attempts: 1,
    });
    const events = await waitForEvents(order.id, 1);
    expect(events.map((event) => [event.event, event.contains])).toEqual([['payment.failed', ['payment']]]);
  });

  it('takes a pending payment: 202, authorized, then captured with its webhooks about 1.5 s later', async () => {
    const order = await createOrder();
    const res = await pay(order.id, 'pending');
    expect(res.status).toBe(202);
    const paymentId = String(res.json.razorpay_payment_id);
    expect(res.json).toEqual({ status: 'pending', razorpay_payment_id: paymentId });
    expect((await api('GET', `/payments/${paymentId}`)).json).toMatchObject({
      status: 'authorized',
      captured: false,
    });
    expect((await api('GET', `/orders/${order.id}`)).json).toMatchObject({ status: 'attempted' });
    expect((await call('GET', `/checkout/pay/${paymentId}`)).status).toBe(202);

    const events = await waitForEvents(order.id, 2, PENDING_CAPTURE_MS + 5000);
    expect(events.map((event) => event.event)).toEqual(['payment.captured', 'order.paid']);
    expect((await api('GET', `/payments/${paymentId}`)).json).toMatchObject({
      status: 'captured',
      captured: true,
    });
    expect((await api('GET', `/orders/${order.id}`)).json).toMatchObject({ status: 'paid', amount_due: 0 });
    const polled = await call('GET', `/checkout/pay/${paymentId}`);
    expect(polled.status).toBe(200);
    expect(polled.json.razorpay_signature).toBe(hmac(KEY_SECRET, `${order.id}|${paymentId}`));
  });

  it('takes a second payment on a paid order (two tabs)', async () => {
    const order = await createOrder();
    const first = await pay(order.id, 'success', 'none');
    const second = await pay(order.id, 'success', 'none');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json.razorpay_payment_id).not.toBe(second.json.razorpay_payment_id);
    const list = (await api('GET', `/orders/${order.id}/payments`)).json as { count: number; items: Json[] };
    expect(list.count).toBe(2);
    expect(list.items.map((item) => item.status)).toEqual(['captured', 'captured']);
    expect((await api('GET', `/orders/${order.id}`)).json).toMatchObject({ status: 'paid', attempts: 2 });
  });

  it('retries a refused delivery with the same event id and body', async () => {
    const order = await createOrder();
    refuseNext = 1;
    expect((await pay(order.id, 'failure')).status).toBe(402);
    const events = await waitForEvents(order.id, 1, 6000);
    const attempts = deliveries.filter((delivery) => delivery.eventId === events[0]?.eventId);
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect(attempts[0]?.raw).toBe(attempts[1]?.raw);
  });

  it('loses every webhook on request, and resends events through the test hook', async () => {
    expect((await call('POST', '/test/lose-webhooks', { on: true })).json).toEqual({ on: true });
    const order = await createOrder();
    const paid = await pay(order.id, 'success');
    expect(paid.status).toBe(200);
    await settle(300);
    expect(eventsOf(order.id)).toEqual([]);
    // What the reconciler sees without webhooks.
    const list = (await api('GET', `/orders/${order.id}/payments`)).json as { items: Json[] };
    expect(list.items.map((item) => item.status)).toEqual(['captured']);
    expect((await call('POST', '/test/lose-webhooks', { on: false })).json).toEqual({ on: false });

    const resent = await call('POST', '/test/webhook', { order_id: order.id, event: 'order.paid', times: 2 });
    expect(resent.status).toBe(200);
    expect(resent.json).toMatchObject({
      event: 'order.paid',
      payment_id: paid.json.razorpay_payment_id,
      delivered: true,
    });
    const events = eventsOf(order.id);
    expect(events.map((event) => [event.event, event.eventId])).toEqual([
      ['order.paid', resent.json.event_id],
      ['order.paid', resent.json.event_id],
    ]);
    const noFailed = await call('POST', '/test/webhook', { order_id: order.id, event: 'payment.failed' });
    expect(noFailed.status).toBe(400);
  });
});

describe('Razorpay sandbox: refunds', () => {
  it('refunds partly, replays an idempotency key, refuses over-refunds, then refunds the rest', async () => {
    const order = await createOrder(500000);
    const paymentId = String((await pay(order.id, 'success', 'none')).json.razorpay_payment_id);
    const key = { 'x-refund-idempotency': 'refund-0001-of-the-test' };

    const partial = await api(
      'POST',
      `/payments/${paymentId}/refund`,
      { amount: 125000, speed: 'optimum' },
      key,
    );
    expect(partial.status).toBe(200);
    expect(partial.json).toMatchObject({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 125000,
      currency: 'INR',
      payment_id: paymentId,
      status: 'processed',
      speed_processed: 'normal',
      created_at: expect.any(Number),
    });
    const replay = await api('POST', `/payments/${paymentId}/refund`, { amount: 125000 }, key);
    expect(replay.json).toEqual(partial.json);
    expect((await api('GET', `/payments/${paymentId}`)).json).toMatchObject({
      status: 'captured',
      amount_refunded: 125000,
      refund_status: 'partial',
    });
    const refunds = await waitForEvents(order.id, 1);
    expect(refunds.map((event) => [event.event, event.contains, event.payload.refund?.entity.id])).toEqual([
      ['refund.processed', ['refund', 'payment'], partial.json.id],
    ]);

    const over = await api('POST', `/payments/${paymentId}/refund`, { amount: 375001 });
    expect(over.status).toBe(400);
    expect(over.json.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount' });

    // No amount: the remainder; and without a body at all, as Razorpay allows.
    const rest = await fetch(`${base}${PREFIX}/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: { authorization: AUTH },
    });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ amount: 375000, payment_id: paymentId });
    expect((await api('GET', `/payments/${paymentId}`)).json).toMatchObject({
      status: 'refunded',
      captured: true,
      amount_refunded: 500000,
      refund_status: 'full',
    });
    const more = await api('POST', `/payments/${paymentId}/refund`, {});
    expect(more.status).toBe(400);
    expect((await waitForEvents(order.id, 2)).map((event) => event.event)).toEqual([
      'refund.processed',
      'refund.processed',
    ]);
  });

  it('refuses refunds of payments not captured, unknown payments and malformed keys', async () => {
    const order = await createOrder();
    await pay(order.id, 'failure', 'none');
    const [failed] = ((await api('GET', `/orders/${order.id}/payments`)).json as { items: Json[] }).items;
    const res = await api('POST', `/payments/${String(failed?.id)}/refund`, { amount: 1000 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' },
    });
    expect((await api('POST', '/payments/pay_AAAAAAAAAAAAAA/refund', {})).json).toEqual({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
    const paid = await createOrder();
    const paymentId = String((await pay(paid.id, 'success', 'none')).json.razorpay_payment_id);
    const shortKey = await api(
      'POST',
      `/payments/${paymentId}/refund`,
      {},
      { 'x-refund-idempotency': 'short' },
    );
    expect(shortKey.status).toBe(400);
    expect((shortKey.json.error as Json).field).toBe('x-refund-idempotency');
  });
});

describe('Razorpay sandbox: checkout page', () => {
  it('answers a small page with the amount and its own policy, and its script as a file', async () => {
    const order = await createOrder(577448);
    const res = await call(
      'GET',
      `/checkout?order_id=${order.id}&callback_url=${encodeURIComponent('/bookings/b-1/paid?x=1')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CHECKOUT_POLICY);
    expect(res.text).toContain('<title>Sandbox checkout</title>');
    expect(res.text).toContain('₹5,774.48');
    expect(res.text).toContain('Pay ₹5,774.48');
    expect(res.text).toContain('name="viewport"');
    expect(res.text).toContain('data-callback="/bookings/b-1/paid?x=1"');
    expect(res.text).toContain('<script src="checkout.js"></script>');
    expect(res.text).not.toMatch(/<script>|https?:\/\//);
    const methods = [...res.text.matchAll(/name="method" value="(\w+)"( checked)?/g)].map((m) => [
      m[1],
      !!m[2],
    ]);
    expect(methods).toEqual([
      ['upi', true],
      ['card', false],
      ['netbanking', false],
    ]);
    expect([...res.text.matchAll(/name="outcome" value="(\w+)"/g)].map((m) => m[1])).toEqual([
      'success',
      'failure',
      'pending',
    ]);

    const script = await call('GET', '/checkout.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(script.text).toContain("fetch('checkout/pay'");
    expect(script.text).toContain('razorpay_signature');
  });

  it('refuses a callback URL that is not a path on this site, and an unknown order', async () => {
    const order = await createOrder();
    for (const callback of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'paid',
      'javascript:alert(1)',
    ]) {
      const res = await call(
        'GET',
        `/checkout?order_id=${order.id}&callback_url=${encodeURIComponent(callback)}`,
      );
      expect({ callback, status: res.status }).toEqual({ callback, status: 400 });
    }
    const unknown = await call('GET', `/checkout?order_id=order_AAAAAAAAAAAAAA&callback_url=%2F`);
    expect(unknown.status).toBe(400);
  });
});

describe('Razorpay sandbox: behind the site security headers', () => {
  /** The app's security plugin needs the config plugin's CORS_ORIGINS only. */
  const configStub = fp(
    async (instance: FastifyInstance) => {
      instance.decorate('config', { CORS_ORIGINS: [] } as unknown as Env);
    },
    { name: 'config' },
  );
  const options = {
    prefix: PREFIX,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: () => null,
  };

  async function checkoutThrough(withSecurity: (instance: FastifyInstance) => Promise<void>) {
    // Typed like the app (TypeBox provider), as the app registers it.
    const secured = Fastify().withTypeProvider<TypeBoxProvider>();
    await withSecurity(secured);
    await secured.register(razorpaySandbox, options);
    const created = await secured.inject({
      method: 'POST',
      url: `${PREFIX}/v1/orders`,
      headers: { authorization: AUTH },
      payload: { amount: 10000, currency: 'INR', receipt: 'r' },
    });
    const page = await secured.inject(
      `${PREFIX}/checkout?order_id=${created.json<{ id: string }>().id}&callback_url=%2F`,
    );
    await secured.close();
    return { created, page };
  }

  it("keeps the checkout page's own policy with the app's security plugin", async () => {
    const { created, page } = await checkoutThrough(async (instance) => {
      await instance.register(configStub);
      await instance.register(securityPlugin);
    });
    expect(created.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(CHECKOUT_POLICY);
  });

  it("keeps it with @fastify/helmet's own hooks too", async () => {
    const { page } = await checkoutThrough(async (instance) => {
      await instance.register(helmet);
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(CHECKOUT_POLICY);
  });
});

describe('Razorpay sandbox: store', () => {
  it('makes Razorpay-shaped ids and keeps only the newest orders', () => {
    expect(razorpayId('rfnd_')).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    const store = new SandboxStore(3);
    const orders = [1, 2, 3, 4, 5].map((n) => store.createOrder({ amount: n * 100, currency: 'INR' }));
    const paid = store.addPayment(orders[4]?.id ?? '', 'upi', 'captured');
    expect(paid?.order).toMatchObject({ status: 'paid', amount_paid: 500, amount_due: 0, attempts: 1 });
    expect(store.orderCount).toBe(3);
    expect(orders.map((order) => store.order(order.id)?.amount ?? null)).toEqual([null, null, 300, 400, 500]);
    expect(store.addPayment(orders[0]?.id ?? '', 'upi', 'captured')).toBeUndefined();
  });

  it('drops the payments and refunds of a dropped order', () => {
    const store = new SandboxStore(1);
    const order = store.createOrder({ amount: 1000, currency: 'INR' });
    const made = store.addPayment(order.id, 'card', 'captured');
    const refunded = store.refund(made?.payment.id ?? '', {
      amount: 100,
      idempotencyKey: 'key-of-the-refund',
    });
    expect('refund' in refunded).toBe(true);
    store.createOrder({ amount: 2000, currency: 'INR' });
    expect(store.order(order.id)).toBeUndefined();
    expect(store.payment(made?.payment.id ?? '')).toBeUndefined();
  });
});
