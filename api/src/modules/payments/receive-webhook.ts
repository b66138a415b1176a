import { invalidInput } from '@trippy/domain';
import type { UseCaseContext } from '../../shared/use-case-context';
import type { PaymentProvider } from './provider';
import { recordEventOnce, setRefundState } from './payments.repository';
import { recordWebhookRefusal } from './webhook-refusals.repository';
import { settlePayment, type Settled } from './settle-payment';

export const INVALID_WEBHOOK = 'Invalid webhook signature';

/** An event id worth keeping with a refusal (whatever else was claimed is dropped). */
const KEEPABLE_EVENT_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** Why a webhook was refused, for the back office: nothing of its body is kept. */
function refusalReason(request: { signature: string | undefined; eventId: string | undefined }) {
  if (!request.signature) return 'missing-signature' as const;
  if (!request.eventId) return 'missing-event-id' as const;
  return 'invalid-signature' as const;
}

const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid', 'payment.failed', 'payment.authorized']);

/**
 * A webhook as the provider sent it: genuine only with a valid signature over the raw bytes (else 400, and
 * nothing changes but a bounded record of the refusal); each event id counted once (a redelivery answers 200,
 * is counted on the first and changes nothing else); events in any order, since the state machine never moves
 * an order back from paid.
 */
export async function receiveWebhook(
  ctx: UseCaseContext,
  provider: PaymentProvider,
  request: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<Settled> {
  const event = provider.parseWebhook(request.rawBody, request.signature, request.eventId);
  if (!event) {
    // Recorded for the reconciliation view (bounded per day), then refused: nothing else changes.
    await recordWebhookRefusal(ctx.db, {
      provider: provider.name,
      eventId: request.eventId && KEEPABLE_EVENT_ID.test(request.eventId) ? request.eventId : null,
      reason: refusalReason(request),
      at: ctx.now,
    });
    throw invalidInput(INVALID_WEBHOOK);
  }
  if (PAYMENT_EVENTS.has(event.event) && event.payment)
    return settlePayment(ctx, {
      provider: provider.name,
      payment: event.payment,
      event: { id: event.eventId, name: event.event },
    });
  const first = await recordEventOnce(ctx.db, {
    provider: provider.name,
    eventId: event.eventId,
    event: event.event,
    orderId: event.orderId,
    paymentId: event.payment?.id ?? event.refund?.paymentId ?? null,
  });
  if (first && event.refund && (event.event === 'refund.processed' || event.event === 'refund.failed'))
    await setRefundState(
      ctx.db,
      { providerRefundId: event.refund.id },
      { status: event.event === 'refund.processed' ? 'processed' : 'failed' },
    );
  return { outcome: first ? 'not-captured' : 'duplicate-event', bookingId: null, effects: [], refundIds: [] };
}
