import type {
  PaymentProvider,
  ProviderEvent,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
} from './provider';
import { ProviderUnavailable } from './provider';
import { checkoutSignature, hmacHex, signatureMatches } from './signatures';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's REST API root (https://api.razorpay.com), or the sandbox's; read at each call. */
  apiUrl: () => string;
  timeoutMs?: number;
}

/** A provider's answer that is not a success, with Razorpay's description (safe to log, never shown as is). */
export class ProviderRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
  method: string;
}

interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: ProviderRefund['status'];
}

const MAX_WEBHOOK_BYTES = 1_000_000;
const EVENT_ID = /^[\w.:-]{1,100}$/;

const toPayment = (payment: RazorpayPayment): ProviderPayment => ({
  id: payment.id,
  orderId: payment.order_id ?? null,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  method: payment.method,
});

const toRefund = (refund: RazorpayRefund): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.payment_id,
  amount: refund.amount,
  status: refund.status,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entity under payload.<name>.entity of a webhook, when it has the fields the site reads. */
function entityOf<T>(payload: unknown, name: string, fields: Record<string, 'string' | 'number'>): T | null {
  const entity = isObject(payload) && isObject(payload[name]) ? payload[name].entity : undefined;
  if (!isObject(entity)) return null;
  for (const [field, type] of Object.entries(fields))
    if (typeof entity[field] !== type && !(field === 'order_id' && entity[field] === null)) return null;
  return entity as T;
}

/**
 * Razorpay's documented REST protocol (orders in paise with a receipt, payments of an order, refunds with
 * X-Refund-Idempotency) through fetch, with Basic auth and a time-out (the official SDK fixes its host and sets
 * none). The same code talks to the local sandbox, whose only difference is the API root.
 */
export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl()}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`payment provider unreachable: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ProviderUnavailable(`payment provider answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      const description = isObject(parsed) && isObject(parsed.error) ? String(parsed.error.description) : '';
      throw new ProviderRefused(
        response.status,
        `payment provider refused (${response.status}): ${description}`,
      );
    }
    return parsed as T;
  }

  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amount, receipt, notes }) {
      const order = await call<ProviderOrder & { id: string }>('POST', '/v1/orders', {
        amount,
        currency: 'INR',
        receipt,
        notes,
      });
      return { id: order.id, amount: order.amount, currency: order.currency, status: order.status };
    },
    checkoutReturnValid(storedOrderId, paymentId, signature) {
      return signatureMatches(checkoutSignature(storedOrderId, paymentId, settings.keySecret), signature);
    },
    parseWebhook(rawBody, signature, eventId): ProviderEvent | null {
      if (rawBody.length > MAX_WEBHOOK_BYTES || !eventId || !EVENT_ID.test(eventId)) return null;
      if (!signatureMatches(hmacHex(rawBody, settings.webhookSecret), signature)) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      if (!isObject(body) || typeof body.event !== 'string') return null;
      const payment = entityOf<RazorpayPayment>(body.payload, 'payment', {
        id: 'string',
        amount: 'number',
        currency: 'string',
        status: 'string',
        order_id: 'string',
      });
      const order = entityOf<{ id: string }>(body.payload, 'order', { id: 'string' });
      const refund = entityOf<RazorpayRefund>(body.payload, 'refund', {
        id: 'string',
        payment_id: 'string',
        amount: 'number',
        status: 'string',
      });
      return {
        eventId,
        event: body.event.slice(0, 60),
        payment: payment ? toPayment(payment) : null,
        refund: refund ? toRefund(refund) : null,
        orderId: order?.id ?? payment?.order_id ?? null,
      };
    },
    async fetchPayment(paymentId) {
      return toPayment(await call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
    },
    async fetchOrderPayments(orderId) {
      const list = await call<{ items: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map(toPayment);
    },
    async refund(paymentId, amount, idempotencyKey) {
      const refund = await call<RazorpayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, speed: 'normal' },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return toRefund(refund);
    },
  };
}
