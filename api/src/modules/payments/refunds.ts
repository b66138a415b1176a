import type { FastifyBaseLogger } from 'fastify';
import type { UseCaseContext } from '../../shared/use-case-context';
import type { PaymentProvider } from './provider';
import { pendingRefunds, setRefundState } from './payments.repository';

/**
 * Pays back refunds through the provider, each with its own idempotency key (a retry after a lost answer is
 * the same refund, never a second one). One the provider cannot take now stays pending for the next run (the
 * reconciler retries them); the others are marked as the provider answers.
 */
export async function payRefunds(
  ctx: UseCaseContext,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  ids?: readonly string[],
): Promise<number> {
  let paid = 0;
  for (const refund of await pendingRefunds(ctx.db, ids)) {
    try {
      const done = await provider.refund(refund.provider_payment_id, refund.amount, refund.idempotency_key);
      await setRefundState(
        ctx.db,
        { id: refund.id },
        {
          status: done.status === 'failed' ? 'failed' : done.status === 'processed' ? 'processed' : 'pending',
          providerRefundId: done.id,
        },
      );
      paid += 1;
    } catch (err) {
      log.warn({ err, refundId: refund.id }, 'refund not accepted by the payment provider yet');
    }
  }
  return paid;
}
