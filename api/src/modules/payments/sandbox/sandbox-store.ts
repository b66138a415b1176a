import crypto from 'node:crypto';

/**
 * The Razorpay sandbox's state, in memory: orders, their payments and the payments' refunds, shaped like the
 * entities Razorpay's REST API answers. Every read hands out a copy, so an answer or a webhook body is a
 * snapshot that later changes do not alter.
 */

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
export type PaymentMethod = 'upi' | 'card' | 'netbanking';
export type Notes = Record<string, string>;

export interface SandboxOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  status: OrderStatus;
  attempts: number;
  notes: Notes;
  /** Unix seconds. */
  created_at: number;
}

export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: PaymentStatus;
  order_id: string;
  method: PaymentMethod;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface SandboxRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: null;
  status: 'processed';
  speed_requested: 'normal' | 'optimum';
  speed_processed: 'normal';
  created_at: number;
}

export interface NewOrder {
  amount: number;
  currency: 'INR';
  receipt?: string;
  notes?: Notes;
}

export interface NewRefund {
  /** Paise; the unrefunded remainder when missing. */
  amount?: number;
  speed?: 'normal' | 'optimum';
  notes?: Notes;
  /** The X-Refund-Idempotency header: the same key answers the same refund. */
  idempotencyKey?: string;
}

/** Why a refund was refused, in Razorpay's words. */
export type RefundRefusal =
  | 'The id provided does not exist'
  | 'The payment has not been captured'
  | 'The payment has been fully refunded already'
  | 'The refund amount provided is greater than amount captured'
  | 'The idempotency key was used for another payment';

/** A payment as it now is, with its order. */
export interface PaymentChange {
  payment: SandboxPayment;
  order: SandboxOrder;
}

export type RefundResult =
  | { refund: SandboxRefund; payment: SandboxPayment; replayed: boolean }
  | { error: RefundRefusal; field?: string };

/** Orders kept; beyond it the oldest go, with their payments and refunds. */
export const MAX_SANDBOX_ORDERS = 10_000;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 248 = 4 * 62: bytes at or above it are skipped, so every character is equally likely. */
const UNBIASED_BYTE_LIMIT = 248;

/** `prefix` + 14 random base62 characters, the shape of Razorpay's ids (order_, pay_, rfnd_). */
export function razorpayId(prefix: string, length = 14): string {
  let id = prefix;
  while (id.length < prefix.length + length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      id += BASE62[byte % 62];
      if (id.length === prefix.length + length) break;
    }
  }
  return id;
}

const unixSeconds = (): number => Math.floor(Date.now() / 1000);

interface OrderRecord {
  order: SandboxOrder;
  paymentIds: string[];
}

interface RefundKey {
  paymentId: string;
  refundId: string;
}

export class SandboxStore {
  private readonly orders = new Map<string, OrderRecord>();
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly refunds = new Map<string, SandboxRefund>();
  private readonly refundIdsByPayment = new Map<string, string[]>();
  private readonly refundKeys = new Map<string, RefundKey>();
  private readonly keyOfRefund = new Map<string, string>();

  constructor(private readonly maxOrders = MAX_SANDBOX_ORDERS) {}

  /**
   * A new order. Like Razorpay, a receipt is not unique: a second create with the same receipt makes a second
   * order (keeping one order per booking attempt is the caller's business).
   */
  createOrder(input: NewOrder): SandboxOrder {
    const order: SandboxOrder = {
      id: razorpayId('order_'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt ?? null,
      status: 'created',
      attempts: 0,
      notes: { ...input.notes },
      created_at: unixSeconds(),
    };
    this.orders.set(order.id, { order, paymentIds: [] });
    this.dropOldest();
    return structuredClone(order);
  }

  order(id: string): SandboxOrder | undefined {
    const record = this.orders.get(id);
    return record && structuredClone(record.order);
  }

  payment(id: string): SandboxPayment | undefined {
    const payment = this.payments.get(id);
    return payment && structuredClone(payment);
  }

  /** The order's payments, newest first (as Razorpay lists them). */
  paymentsOf(orderId: string): SandboxPayment[] {
    const record = this.orders.get(orderId);
    if (!record) return [];
    return record.paymentIds
      .map((id) => this.payments.get(id))
      .filter((payment): payment is SandboxPayment => payment !== undefined)
      .reverse()
      .map((payment) => structuredClone(payment));
  }

  /** The order's newest payment in one of these states. */
  latestPayment(orderId: string, statuses: readonly PaymentStatus[]): SandboxPayment | undefined {
    return this.paymentsOf(orderId).find((payment) => statuses.includes(payment.status));
  }

  /**
   * A payment attempt on the order for its full amount: 'captured' (the order becomes paid), 'authorized'
   * (awaiting capture) or 'failed'. An order already paid takes a second payment, as Razorpay does when a
   * customer pays in two tabs.
   */
  addPayment(
    orderId: string,
    method: PaymentMethod,
    status: 'captured' | 'authorized' | 'failed',
  ): PaymentChange | undefined {
    const record = this.orders.get(orderId);
    if (!record) return undefined;
    const { order } = record;
    const payment: SandboxPayment = {
      id: razorpayId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method,
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: status === 'failed' ? 'Payment failed' : null,
      created_at: unixSeconds(),
    };
    this.payments.set(payment.id, payment);
    record.paymentIds.push(payment.id);
    order.attempts += 1;
    if (order.status !== 'paid') order.status = 'attempted';
    if (status === 'captured') this.markCaptured(payment);
    return { payment: structuredClone(payment), order: structuredClone(order) };
  }

  /** Captures an authorized payment (a pending UPI payment going through); undefined when it is not one. */
  capture(paymentId: string): PaymentChange | undefined {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'authorized') return undefined;
    this.markCaptured(payment);
    const order = this.orders.get(payment.order_id)?.order;
    if (!order) return undefined;
    return { payment: structuredClone(payment), order: structuredClone(order) };
  }

  /**
   * Refunds a captured payment, by default its unrefunded remainder. A known idempotency key answers the
   * refund it made (when it was for the same payment) and changes nothing.
   */
  refund(paymentId: string, input: NewRefund): RefundResult {
    const payment = this.payments.get(paymentId);
    if (!payment) return { error: 'The id provided does not exist' };
    const replay = input.idempotencyKey ? this.refundKeys.get(input.idempotencyKey) : undefined;
    if (replay) {
      const earlier = this.refunds.get(replay.refundId);
      if (replay.paymentId !== paymentId || !earlier)
        return { error: 'The idempotency key was used for another payment' };
      return { refund: structuredClone(earlier), payment: structuredClone(payment), replayed: true };
    }
    if (payment.status === 'refunded') return { error: 'The payment has been fully refunded already' };
    if (payment.status !== 'captured') return { error: 'The payment has not been captured' };
    const remainder = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? remainder;
    if (amount > remainder)
      return { error: 'The refund amount provided is greater than amount captured', field: 'amount' };
    const refund: SandboxRefund = {
      id: razorpayId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: { ...input.notes },
      receipt: null,
      status: 'processed',
      speed_requested: input.speed ?? 'normal',
      speed_processed: 'normal',
      created_at: unixSeconds(),
    };
    this.refunds.set(refund.id, refund);
    this.refundIdsByPayment.set(payment.id, [...(this.refundIdsByPayment.get(payment.id) ?? []), refund.id]);
    if (input.idempotencyKey) {
      this.refundKeys.set(input.idempotencyKey, { paymentId: payment.id, refundId: refund.id });
      this.keyOfRefund.set(refund.id, input.idempotencyKey);
    }
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    return { refund: structuredClone(refund), payment: structuredClone(payment), replayed: false };
  }

  /** How many orders are kept (for tests of the bound). */
  get orderCount(): number {
    return this.orders.size;
  }

  private markCaptured(payment: SandboxPayment): void {
    payment.status = 'captured';
    payment.captured = true;
    const order = this.orders.get(payment.order_id)?.order;
    if (!order) return;
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
  }

  /** Keeps the store bounded: the oldest orders (Maps iterate in insertion order) go with all they hold. */
  private dropOldest(): void {
    for (const [orderId, record] of this.orders) {
      if (this.orders.size <= this.maxOrders) return;
      this.orders.delete(orderId);
      for (const paymentId of record.paymentIds) this.dropPayment(paymentId);
    }
  }

  private dropPayment(paymentId: string): void {
    this.payments.delete(paymentId);
    for (const refundId of this.refundIdsByPayment.get(paymentId) ?? []) {
      this.refunds.delete(refundId);
      const key = this.keyOfRefund.get(refundId);
      if (key !== undefined) this.refundKeys.delete(key);
      this.keyOfRefund.delete(refundId);
    }
    this.refundIdsByPayment.delete(paymentId);
  }
}
