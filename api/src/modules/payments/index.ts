import fp from 'fastify-plugin';
import type { PaymentOrderKind } from '@trippy/domain';
import type { App } from '../../types';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay-adapter';
import { razorpaySandbox } from './sandbox/sandbox-routes';
import { bookingPaymentRoutesPlugin } from './routes/bookings/payments';
import { razorpayWebhookRoute } from './routes/payments/razorpay-webhook';
import { reconciliationRoutesPlugin } from './routes/operator/payments';
import { refundRoutesPlugin } from './routes/operator/refunds';
import { reconcilePayments } from './reconcile';
import type { Settled } from './settle-payment';
import { ownOrigin } from '@trippy/page-server';

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox's checkout page for an order of this booking (null with a real provider). */
  checkoutUrl(bookingId: string): (orderId: string, kind: PaymentOrderKind) => string | null;
  /** One pass of the reconciler (tests call it; a timer runs it on every instance). */
  reconcileOnce(): Promise<Settled[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

const SANDBOX_PREFIX = '/sandbox/razorpay';
/**
 * Where the browser goes back to after the sandbox's checkout: the booking's own page for its first payment
 * (where it is seen confirmed), the customer's bookings for the balance.
 */
const returnPath = (bookingId: string, kind: PaymentOrderKind): string =>
  kind === 'balance' ? `/profile?booking=${bookingId}` : `/booking-success?id=${bookingId}`;

/**
 * Online payments: Razorpay's protocol through one adapter, pointed at Razorpay (PAYMENT_PROVIDER=razorpay) or
 * at the local sandbox mounted on this server (the default, for npm start and the tests); the customer's
 * payment routes, the webhook, the reconciler, and for staff the reconciliation view and refunds paid by hand.
 */
async function paymentsModule(app: App): Promise<void> {
  const config = app.config;
  const sandbox = config.PAYMENT_PROVIDER === 'sandbox';
  const apiUrl = (): string =>
    config.RAZORPAY_API_URL ??
    (sandbox ? `${ownOrigin(app) ?? 'http://127.0.0.1:1'}${SANDBOX_PREFIX}` : 'https://api.razorpay.com');
  const provider = razorpayProvider({
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    apiUrl,
  });
  app.decorate('payments', {
    provider,
    checkoutUrl: (bookingId: string) => (orderId: string, kind: PaymentOrderKind) =>
      sandbox
        ? `${SANDBOX_PREFIX}/checkout?order_id=${encodeURIComponent(orderId)}&callback_url=${encodeURIComponent(returnPath(bookingId, kind))}`
        : null,
    reconcileOnce: () => reconcilePayments(app.useCase(), provider, app.log),
  } satisfies Payments);

  if (sandbox)
    await app.register(razorpaySandbox, {
      prefix: SANDBOX_PREFIX,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      webhookUrl: () => {
        const origin = ownOrigin(app);
        return origin ? `${origin}/api/payments/razorpay/webhook` : null;
      },
    });
  await app.register(bookingPaymentRoutesPlugin);
  await app.register(razorpayWebhookRoute);
  await app.register(reconciliationRoutesPlugin);
  await app.register(refundRoutesPlugin);

  if (config.JOBS_POLL_MS <= 0) return;
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = app.payments
        .reconcileOnce()
        .then((settled) => Promise.all(settled.map((one) => app.effects.deliver(one.effects))))
        .catch((err: unknown) => app.log.warn({ err }, 'payment reconciler pass failed'))
        .finally(() => (running = undefined));
    }, config.RECONCILE_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export const paymentsModulePlugin = fp(paymentsModule, {
  name: 'payments',
  dependencies: ['config', 'database', 'auth', 'operator-routes', 'effects', 'use-case-context'],
});
