import type { FastifyBaseLogger } from 'fastify';
import type { UseCaseContext } from '../../shared/use-case-context';
import type { PaymentProvider } from './provider';
import { openOrdersBetween } from './payments.repository';
import { settlePayment, type Settled } from './settle-payment';
import { payRefunds } from './refunds';

/** An order this old with no word from the provider is asked about (a webhook usually comes in seconds). */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Orders older than this are left alone (a checkout abandoned days ago). */
const RECONCILE_WINDOW_MS = 3 * 24 * 3_600_000;

/**
 * Razorpay's own advice against lost webhooks: ask the provider for the payments of every order still open a
 * few minutes after it was made, and feed what it says to the same state machine; then retry the refunds the
 * provider could not take before.
 */
export async function reconcilePayments(
  ctx: UseCaseContext,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<Settled[]> {
  const now = ctx.now.getTime();
  const open = await openOrdersBetween(
    ctx.db,
    new Date(now - RECONCILE_WINDOW_MS),
    new Date(now - RECONCILE_AFTER_MS),
    50,
  );
  const settled: Settled[] = [];
  for (const { provider_order_id: orderId } of open) {
    try {
      for (const payment of await provider.fetchOrderPayments(orderId))
        if (payment.status === 'captured')
          settled.push(await settlePayment(ctx, { provider: provider.name, payment }));
    } catch (err) {
      log.warn({ err, orderId }, 'reconciler: the payment provider did not answer for an open order');
    }
  }
  await payRefunds(ctx, provider, log);
  return settled;
}
