import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import { DomainError, formatRupees } from '@trippy/domain';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import type { TypeBoxProvider } from '../../../types';
import { DOMAIN_ERROR_STATUS } from '../../../plugins/error-handler';
import {
  SandboxStore,
  razorpayId,
  type SandboxOrder,
  type SandboxPayment,
  type SandboxRefund,
} from './sandbox-store';

/**
 * A local sandbox of Razorpay: the part of its REST API our adapter calls (orders, payments, refunds, with
 * HTTP Basic auth and Razorpay's error shape), a checkout page standing in for Standard Checkout (it hands the
 * browser back with the signed razorpay_* values) and signed webhooks. It behaves like Razorpay over HTTP, so
 * the adapter cannot tell it from the real thing; only the /test routes, for tests, have no counterpart.
 *
 * Deliberate differences from Razorpay: bodies are JSON only (Razorpay also takes form encoding); unknown
 * body fields are dropped rather than refused (the app's Ajv removes additional properties); the webhooks
 * subscribed are payment.captured, payment.failed, order.paid and refund.processed (no payment.authorized);
 * refunds are processed at once (so there is never one in progress, Razorpay's 409).
 */

export interface SandboxOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where signed webhooks are POSTed, resolved at send time (the app's own listening address + '/api/payments/razorpay/webhook'). */
  webhookUrl: () => string | null;
}

export type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed';
/** How the webhooks of a checkout are delivered: in order, each twice, order.paid first, or not at all. */
export type WebhookMode = 'normal' | 'duplicate' | 'reverse' | 'none';

/** A pending payment goes through this long after the checkout answered. */
export const PENDING_CAPTURE_MS = 1500;
const WEBHOOK_TIMEOUT_MS = 5000;
/** Waits before the 2nd, 3rd and 4th attempt of a failed webhook delivery. */
const WEBHOOK_RETRY_WAITS_MS = [1000, 2000, 4000];
const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

// ---------------------------------------------------------------------------------------------------------
// Input schemas: every field bounded.

/** A string that is one of the values (TypeBox's literal unions validate through anyOf, with worse errors). */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Amount = Type.Integer({ minimum: 100, maximum: 100_000_000 });
const Notes = Type.Record(Type.String(), Type.String({ maxLength: 256 }), {
  maxProperties: 15,
  propertyNames: { maxLength: 256 },
});
const Id = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' });
const OrderId = Type.String({ minLength: 20, maxLength: 20, pattern: '^order_[A-Za-z0-9]{14}$' });
const IdParams = Type.Object({ id: Id });

const OrderBody = Type.Object(
  {
    amount: Amount,
    currency: oneOf(['INR'] as const),
    receipt: Type.Optional(Type.String({ maxLength: 40 })),
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false },
);
const RefundBody = Type.Object(
  {
    amount: Type.Optional(Amount),
    speed: Type.Optional(oneOf(['normal', 'optimum'] as const)),
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false },
);
const RefundHeaders = Type.Object({
  'x-refund-idempotency': Type.Optional(Type.String({ minLength: 10, maxLength: 64, pattern: '^[!-~]+$' })),
});
const METHODS = ['upi', 'card', 'netbanking'] as const;
const PayBody = Type.Object(
  {
    order_id: OrderId,
    method: oneOf(METHODS),
    outcome: oneOf(['success', 'failure', 'pending'] as const),
    webhooks: Type.Optional(oneOf(['normal', 'duplicate', 'reverse', 'none'] as const)),
  },
  { additionalProperties: false },
);
const CheckoutQuery = Type.Object({
  order_id: OrderId,
  callback_url: Type.String({ minLength: 1, maxLength: 2048 }),
});
const TestWebhookBody = Type.Object(
  {
    order_id: OrderId,
    event: oneOf(['payment.captured', 'order.paid', 'payment.failed'] as const),
    payment_id: Type.Optional(Id),
    times: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
const LoseWebhooksBody = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });

// ---------------------------------------------------------------------------------------------------------
// Razorpay's error answers.

interface RazorpayErrorBody {
  error: { code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR'; description: string; field?: string };
}

const badRequest = (description: string, field?: string): RazorpayErrorBody => ({
  error: { code: 'BAD_REQUEST_ERROR', description, ...(field ? { field } : {}) },
});

const NOT_FOUND = 'The id provided does not exist';

/** "/notes/gst" + missing "receipt" -> "notes.gst.receipt" */
function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.');
}

const ARTICLE_TYPES: Record<string, string> = {
  integer: 'an integer',
  string: 'a string',
  object: 'an object',
  boolean: 'true or false',
};

/** A schema failure worded the way Razorpay words its (Laravel-style) validation errors. */
function validationError(errors: FastifySchemaValidationError[], context: string | undefined) {
  const error = errors[0];
  // A malformed id in the path is an id that does not exist, as far as Razorpay's answer goes.
  if (!error || context === 'params') return badRequest(NOT_FOUND);
  const field = fieldOf(error) || 'request body';
  const limit = String(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return badRequest(`The ${field} field is required.`, field);
    case 'type':
      return badRequest(
        `The ${field} must be ${ARTICLE_TYPES[String(error.params.type)] ?? 'valid'}.`,
        field,
      );
    case 'minimum':
      return badRequest(`The ${field} must be at least ${limit}.`, field);
    case 'maximum':
      return badRequest(`The ${field} may not be greater than ${limit}.`, field);
    case 'minLength':
      return badRequest(`The ${field} must be at least ${limit} characters.`, field);
    case 'maxLength':
      return badRequest(`The ${field} may not be greater than ${limit} characters.`, field);
    case 'maxProperties':
      return badRequest(`Number of fields in ${field} should be less than or equal to ${limit}`, field);
    case 'enum':
    case 'const':
    case 'anyOf':
      return badRequest(`The selected ${field} is invalid.`, field);
    default:
      return badRequest(`The ${field} is invalid.`, field);
  }
}

/** Every failure of the sandbox's routes answers in Razorpay's shape, never in the app's envelope. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation)
    return reply.code(400).send(validationError(error.validation, error.validationContext));
  const status =
    error instanceof DomainError
      ? DOMAIN_ERROR_STATUS[error.kind]
      : error.statusCode && error.statusCode >= 400
        ? error.statusCode
        : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'razorpay sandbox failed');
    return reply
      .code(500)
      .send({ error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
  }
  return reply.code(status).send(badRequest(error.message));
}

// ---------------------------------------------------------------------------------------------------------
// Signatures and auth.

const hmacHex = (secret: string, text: string): string =>
  crypto.createHmac('sha256', secret).update(text).digest('hex');
const sha256 = (data: string | Buffer): Buffer => crypto.createHash('sha256').update(data).digest();

/** Compares the Basic credentials in constant time (hashes first, so lengths do not leak either). */
function basicAuthMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^basic\s+([A-Za-z0-9+/=]{1,512})\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  return crypto.timingSafeEqual(sha256(Buffer.from(match[1], 'base64')), expected);
}

/** What Standard Checkout hands the page: the signature binds the payment to the order. */
function checkoutReturn(keySecret: string, orderId: string, paymentId: string) {
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: hmacHex(keySecret, `${orderId}|${paymentId}`),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Webhooks.

interface WebhookEntities {
  payment: SandboxPayment;
  order?: SandboxOrder;
  refund?: SandboxRefund;
}

/** One event: its id (the x-razorpay-event-id header, the same on every delivery of it) and its exact body. */
export interface WebhookEvent {
  id: string;
  name: WebhookEventName;
  body: string;
}

/** The event as Razorpay posts it; the body is serialised once, so every delivery carries the same bytes. */
function webhookEvent(name: WebhookEventName, entities: WebhookEntities): WebhookEvent {
  const contains = entities.refund
    ? ['refund', 'payment']
    : entities.order
      ? ['payment', 'order']
      : ['payment'];
  const payload = {
    payment: { entity: entities.payment },
    ...(entities.order ? { order: { entity: entities.order } } : {}),
    ...(entities.refund ? { refund: { entity: entities.refund } } : {}),
  };
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: name,
    contains,
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  return { id: razorpayId(''), name, body };
}

/** The events of a successful payment in the order (and number) the mode asks for. */
function paidEvents(mode: WebhookMode, payment: SandboxPayment, order: SandboxOrder): WebhookEvent[] {
  const captured = webhookEvent('payment.captured', { payment });
  const paid = webhookEvent('order.paid', { payment, order });
  switch (mode) {
    case 'normal':
      return [captured, paid];
    case 'duplicate':
      return [captured, captured, paid, paid];
    case 'reverse':
      return [paid, captured];
    case 'none':
      return [];
  }
}

interface WebhookSenderOptions {
  log: FastifyBaseLogger;
  url: () => string | null;
  secret: string;
  /** Aborted when the app closes: deliveries and their waits stop. */
  signal: AbortSignal;
}

/** Delivers signed webhooks with Razorpay's headers, retrying failures; never throws. */
class WebhookSender {
  /** While on, every webhook is dropped (to test the reconciler, which must find payments without them). */
  lost = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  /**
   * Sends the events one after another, each one's first attempt awaited before the next starts, so a
   * healthy receiver gets them in this order; a failed one is retried in the background. Resolves whether
   * every first attempt got a 2xx.
   */
  async send(events: readonly WebhookEvent[]): Promise<boolean> {
    let delivered = true;
    for (const event of events) {
      if (this.lost || this.options.signal.aborted) return false;
      const ok = await this.attempt(event);
      if (!ok) {
        delivered = false;
        void this.retry(event);
      }
    }
    return delivered;
  }

  /** One POST with a 5 s time-out: true on a 2xx. */
  private async attempt(event: WebhookEvent): Promise<boolean> {
    const url = this.options.url();
    if (!url) {
      this.options.log.warn({ event: event.name }, 'razorpay sandbox: no webhook URL yet, event dropped');
      return true;
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(this.options.secret, event.body),
          'x-razorpay-event-id': event.id,
        },
        body: event.body,
        signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), this.options.signal]),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      this.options.log.warn(
        { event: event.name, eventId: event.id, status: response.status },
        'razorpay sandbox: webhook refused',
      );
    } catch (error) {
      if (!this.options.signal.aborted)
        this.options.log.warn(
          { event: event.name, eventId: event.id, err: error },
          'razorpay sandbox: webhook not delivered',
        );
    }
    return false;
  }

  /** Up to three more attempts, 1 s, 2 s and 4 s apart; stops when the app closes or webhooks are lost. */
  private async retry(event: WebhookEvent): Promise<void> {
    try {
      for (const wait of WEBHOOK_RETRY_WAITS_MS) {
        await sleep(wait, undefined, { signal: this.options.signal, ref: false });
        if (this.lost) return;
        if (await this.attempt(event)) return;
      }
      this.options.log.warn({ event: event.name, eventId: event.id }, 'razorpay sandbox: webhook given up');
    } catch {
      // The app closed during a wait.
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The checkout page.

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A path on this origin (`/x`), never another origin (`//evil`, `/\evil`, `https://…`). */
export function isSameOriginPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || /[\\\s\p{Cc}]/u.test(url)) return false;
  const base = 'http://sandbox.invalid';
  try {
    return new URL(url, base).origin === base;
  } catch {
    return false;
  }
}

const radio = (name: string, value: string, label: string, checked = false): string =>
  `<label><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;

/** Standard Checkout's stand-in: a method, an outcome and a Pay button; checkout.js does the rest. */
function checkoutPage(order: SandboxOrder, callbackUrl: string): string {
  const amount = escapeHtml(formatRupees(order.amount));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4f8;color:#1b2430}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:18px;margin:0 0 4px}
.note{margin:0 0 12px;color:#5b6776;font-size:14px}
.amount{font-size:32px;font-weight:700;margin:0}
.meta{margin:0 0 16px;color:#5b6776;font-size:13px;word-break:break-all}
fieldset{border:1px solid #d5dbe3;border-radius:8px;margin:0 0 12px;padding:8px 12px}
legend{font-weight:600;padding:0 4px}
label{display:flex;align-items:center;gap:10px;min-height:44px}
input[type=radio]{width:20px;height:20px;margin:0}
details{margin:0 0 16px;font-size:14px}
select{font:inherit;min-height:40px;margin-top:8px;width:100%}
button{width:100%;min-height:48px;border:0;border-radius:8px;background:#2b5fd9;color:#fff;font:inherit;font-weight:700;font-size:18px}
button:disabled{opacity:.6}
#status{min-height:1.4em;margin:12px 0 0;text-align:center}
</style>
</head>
<body>
<main>
<div class="card">
<h1>Sandbox checkout</h1>
<p class="note">Test mode: no money moves.</p>
<p class="amount">${amount}</p>
<p class="meta">Order ${escapeHtml(order.id)}${order.receipt ? ` · ${escapeHtml(order.receipt)}` : ''}</p>
<form id="pay" data-order="${escapeHtml(order.id)}" data-callback="${escapeHtml(callbackUrl)}">
<fieldset>
<legend>Pay with</legend>
${radio('method', 'upi', 'UPI', true)}
${radio('method', 'card', 'Card')}
${radio('method', 'netbanking', 'Net banking')}
</fieldset>
<fieldset>
<legend>Outcome</legend>
${radio('outcome', 'success', 'Success', true)}
${radio('outcome', 'failure', 'Failure')}
${radio('outcome', 'pending', 'Pending then success')}
</fieldset>
<details>
<summary>Webhooks</summary>
<select name="webhooks" aria-label="Webhook delivery">
<option value="normal" selected>In order</option>
<option value="duplicate">Each twice</option>
<option value="reverse">order.paid first</option>
<option value="none">None</option>
</select>
</details>
<button id="pay-button" type="submit">Pay ${amount}</button>
<p id="status" role="status" aria-live="polite"></p>
</form>
</div>
</main>
<script src="checkout.js"></script>
</body>
</html>
`;
}

/**
 * The page's script, a file of its own because the site's policy allows no inline script. It pays through
 * checkout/pay (polling a pending payment until it settles) and sends the browser to the callback URL with
 * the razorpay_* values, or with error=payment_failed. URLs are relative to the page, so any prefix works.
 */
const CHECKOUT_JS = `'use strict';
(function () {
  var form = document.getElementById('pay');
  var button = document.getElementById('pay-button');
  var statusLine = document.getElementById('status');
  var orderId = form.getAttribute('data-order');
  var callback = form.getAttribute('data-callback');
  var MAX_POLLS = 60;

  function show(text) {
    statusLine.textContent = text;
  }

  function returnToShop(params) {
    var url = new URL(callback, window.location.origin);
    if (url.origin !== window.location.origin) return show('The callback URL is not on this site.');
    Object.keys(params).forEach(function (name) {
      url.searchParams.set(name, params[name]);
    });
    window.location.assign(url.pathname + url.search + url.hash);
  }

  function poll(paymentId, polls) {
    if (polls >= MAX_POLLS) throw new Error('The payment is still pending. Try again later.');
    return new Promise(function (resolve) {
      setTimeout(resolve, 500);
    })
      .then(function () {
        return fetch('checkout/pay/' + encodeURIComponent(paymentId), { headers: { accept: 'application/json' } });
      })
      .then(function (response) {
        return settle(response, polls + 1);
      });
  }

  function settle(response, polls) {
    return response.json().then(function (body) {
      if (response.status === 200) {
        return returnToShop({
          razorpay_payment_id: body.razorpay_payment_id,
          razorpay_order_id: body.razorpay_order_id,
          razorpay_signature: body.razorpay_signature,
        });
      }
      if (response.status === 202) {
        show('Waiting for the payment to go through…');
        return poll(body.razorpay_payment_id, polls);
      }
      if (response.status === 402) return returnToShop({ error: 'payment_failed' });
      throw new Error((body.error && body.error.description) || 'The payment could not be made.');
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = new FormData(form);
    button.disabled = true;
    show('Processing…');
    fetch('checkout/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        order_id: orderId,
        method: data.get('method'),
        outcome: data.get('outcome'),
        webhooks: data.get('webhooks') || 'normal',
      }),
    })
      .then(function (response) {
        return settle(response, 0);
      })
      .catch(function (error) {
        button.disabled = false;
        show(error && error.message ? error.message : 'The payment could not be made.');
      });
  });
})();
`;

// ---------------------------------------------------------------------------------------------------------
// The plugin.

/** Sends Razorpay's 400 for an unknown id. */
const notFound = (reply: FastifyReply) => reply.code(400).send(badRequest(NOT_FOUND));

/**
 * The sandbox, registered under a prefix (`/sandbox/razorpay`): `/v1/*` is Razorpay's REST API (Basic auth),
 * `/checkout*` stands in for Standard Checkout, `/test/*` are test hooks. An encapsulated plugin: its error
 * handler, auth hook and webhook jobs touch no other route.
 */
export async function razorpaySandbox(instance: FastifyInstance, options: SandboxOptions): Promise<void> {
  // A stand-in for the provider, not the site's API: kept out of the OpenAPI document (and its fuzzing).
  instance.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const store = new SandboxStore();
  const closing = new AbortController();
  const webhooks = new WebhookSender({
    log: app.log,
    url: options.webhookUrl,
    secret: options.webhookSecret,
    signal: closing.signal,
  });
  const captureTimers = new Set<NodeJS.Timeout>();
  const credentials = sha256(`${options.keyId}:${options.keySecret}`);

  /** Work that starts once the answer is sent (webhooks go after the API has answered, as at Razorpay). */
  const afterResponse = new WeakMap<FastifyRequest, () => Promise<unknown>>();
  app.addHook('onResponse', async (request) => {
    const job = afterResponse.get(request);
    if (job)
      void job().catch((error: unknown) => app.log.warn({ err: error }, 'razorpay sandbox job failed'));
  });
  app.addHook('onClose', async () => {
    closing.abort();
    for (const timer of captureTimers) clearTimeout(timer);
    captureTimers.clear();
  });
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(badRequest('The requested URL was not found on the server.')),
  );
  // Razorpay takes a POST without a body (a refund of the whole remainder): it validates as {}.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });

  await app.register(
    async (scope) => {
      const v1 = scope.withTypeProvider<TypeBoxProvider>();
      v1.addHook('onRequest', async (request, reply) => {
        if (!basicAuthMatches(request.headers.authorization, credentials))
          return reply.code(401).send(badRequest('The api key provided is invalid'));
      });

      v1.post('/orders', { schema: { body: OrderBody } }, async (request) => store.createOrder(request.body));

      v1.get('/orders/:id', { schema: { params: IdParams } }, async (request, reply) => {
        return store.order(request.params.id) ?? notFound(reply);
      });

      v1.get('/orders/:id/payments', { schema: { params: IdParams } }, async (request, reply) => {
        if (!store.order(request.params.id)) return notFound(reply);
        const items = store.paymentsOf(request.params.id);
        return { entity: 'collection', count: items.length, items };
      });

      v1.get('/payments/:id', { schema: { params: IdParams } }, async (request, reply) => {
        return store.payment(request.params.id) ?? notFound(reply);
      });

      v1.post(
        '/payments/:id/refund',
        { schema: { params: IdParams, body: RefundBody, headers: RefundHeaders } },
        async (request, reply) => {
          const result = store.refund(request.params.id, {
            ...request.body,
            idempotencyKey: request.headers['x-refund-idempotency'],
          });
          if ('error' in result) return reply.code(400).send(badRequest(result.error, result.field));
          if (!result.replayed) {
            const event = webhookEvent('refund.processed', {
              refund: result.refund,
              payment: result.payment,
            });
            afterResponse.set(request, () => webhooks.send([event]));
          }
          return result.refund;
        },
      );
    },
    { prefix: '/v1' },
  );

  /** Captures a pending payment a moment later, then sends its webhooks as for an immediate success. */
  const captureLater = (paymentId: string, mode: WebhookMode) => {
    const timer = setTimeout(() => {
      captureTimers.delete(timer);
      const captured = store.capture(paymentId);
      if (captured) void webhooks.send(paidEvents(mode, captured.payment, captured.order));
    }, PENDING_CAPTURE_MS);
    timer.unref();
    captureTimers.add(timer);
  };

  app.get('/checkout', { schema: { querystring: CheckoutQuery } }, async (request, reply) => {
    const { order_id: orderId, callback_url: callbackUrl } = request.query;
    if (!isSameOriginPath(callbackUrl))
      return reply
        .code(400)
        .send(badRequest('The callback_url must be a path on this site.', 'callback_url'));
    const order = store.order(orderId);
    if (!order) return notFound(reply);
    return reply
      .header('content-security-policy', POLICY)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(checkoutPage(order, callbackUrl));
  });

  app.get('/checkout.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(CHECKOUT_JS),
  );

  app.post('/checkout/pay', { schema: { body: PayBody } }, async (request, reply) => {
    const { order_id: orderId, method, outcome } = request.body;
    const mode = request.body.webhooks ?? 'normal';
    const status = outcome === 'success' ? 'captured' : outcome === 'pending' ? 'authorized' : 'failed';
    const made = store.addPayment(orderId, method, status);
    if (!made) return notFound(reply);
    const { payment, order } = made;
    if (status === 'failed') {
      const failed = webhookEvent('payment.failed', { payment });
      const events = mode === 'none' ? [] : mode === 'duplicate' ? [failed, failed] : [failed];
      afterResponse.set(request, () => webhooks.send(events));
      return reply.code(402).send(badRequest('Payment failed'));
    }
    if (status === 'authorized') {
      captureLater(payment.id, mode);
      return reply.code(202).send({ status: 'pending', razorpay_payment_id: payment.id });
    }
    afterResponse.set(request, () => webhooks.send(paidEvents(mode, payment, order)));
    return checkoutReturn(options.keySecret, orderId, payment.id);
  });

  /** What the checkout page polls while a payment is pending: the same answers as checkout/pay. */
  app.get('/checkout/pay/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const payment = store.payment(request.params.id);
    if (!payment) return notFound(reply);
    if (payment.status === 'failed') return reply.code(402).send(badRequest('Payment failed'));
    if (!payment.captured)
      return reply.code(202).send({ status: 'pending', razorpay_payment_id: payment.id });
    return checkoutReturn(options.keySecret, payment.order_id, payment.id);
  });

  /**
   * Test hook: (re)sends a signed event of an order now, for the given payment or the order's latest one that
   * fits (captured for payment.captured and order.paid, failed for payment.failed); twice with one event id
   * when times is 2. Answers once the first attempts are done.
   */
  app.post('/test/webhook', { schema: { body: TestWebhookBody } }, async (request, reply) => {
    const { order_id: orderId, event: name, payment_id: paymentId, times = 1 } = request.body;
    const order = store.order(orderId);
    if (!order) return notFound(reply);
    const fits = name === 'payment.failed' ? (['failed'] as const) : (['captured', 'refunded'] as const);
    const payment = paymentId ? store.payment(paymentId) : store.latestPayment(orderId, fits);
    if (!payment || payment.order_id !== orderId)
      return reply.code(400).send(badRequest('No payment of this order fits the event', 'payment_id'));
    const event = webhookEvent(name, name === 'order.paid' ? { payment, order } : { payment });
    const delivered = await webhooks.send(times === 2 ? [event, event] : [event]);
    return { event_id: event.id, event: name, payment_id: payment.id, delivered };
  });

  /** Test hook: while on, no webhook at all is sent (the reconciler must find the payments by itself). */
  app.post('/test/lose-webhooks', { schema: { body: LoseWebhooksBody } }, async (request) => {
    webhooks.lost = request.body.on;
    return { on: webhooks.lost };
  });
}
