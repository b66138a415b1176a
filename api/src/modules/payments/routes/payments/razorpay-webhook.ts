import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, Envelope } from '@trippy/contracts';
import type { App } from '../../../../types';
import { receiveWebhook } from '../../receive-webhook';
import { payRefunds } from '../../refunds';

/** Razorpay's webhooks are small; a body past this is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/razorpay/webhook, as Razorpay sends it. An encapsulated plugin (not fastify-plugin): its
 * JSON parser keeps the raw bytes, which the signature covers (parsing and re-serialising would change them),
 * and applies to this route only.
 */
export async function razorpayWebhookRoute(app: App): Promise<void> {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/payments/razorpay/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Razorpay webhook (X-Razorpay-Signature over the raw body; X-Razorpay-Event-Id deduplicated)',
        headers: Type.Object({
          'x-razorpay-signature': Type.Optional(Type.String({ maxLength: 128 })),
          'x-razorpay-event-id': Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: Envelope(Type.Object({ outcome: Type.String() })), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const ctx = app.useCase();
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const settled = await receiveWebhook(ctx, app.payments.provider, {
        rawBody,
        signature: request.headers['x-razorpay-signature'],
        eventId: request.headers['x-razorpay-event-id'],
      });
      await app.effects.deliver(settled.effects);
      if (settled.refundIds.length > 0)
        await payRefunds(ctx, app.payments.provider, request.log, settled.refundIds);
      return { success: true, data: { outcome: settled.outcome } };
    },
  );
}
