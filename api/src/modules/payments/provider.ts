/**
 * The payment provider as the site uses it, whatever the provider: the Razorpay adapter implements it (against
 * Razorpay or the local sandbox, which speaks the same protocol).
 */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'attempted' | 'paid';
}

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  /** Integer paise. */
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** A verified webhook, normalised: which event, about which order and payment (or refund). */
export interface ProviderEvent {
  eventId: string;
  event: string;
  payment: ProviderPayment | null;
  refund: ProviderRefund | null;
  orderId: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** The public key the browser's checkout needs. */
  readonly keyId: string;
  createOrder(order: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** The checkout's hand-back is genuine for the order id *we* stored. */
  checkoutReturnValid(storedOrderId: string, paymentId: string, signature: string): boolean;
  /** The webhook's signature over the raw body; the event normalised, or null when it is not genuine. */
  parseWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): ProviderEvent | null;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Pays money back to the payment's source; the same idempotency key is the same refund. */
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
}

/** The provider did not answer in time, or answered with a server error: nothing is known, try later. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
