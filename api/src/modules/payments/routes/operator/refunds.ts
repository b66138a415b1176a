import fp from 'fastify-plugin';
import {
  Envelope,
  IdParamsSchema,
  MarkRefundPaidBodySchema,
  MarkRefundPaidResultSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { OPERATOR_ERRORS, operatorRoute } from '../../../../shared/operator-route';
import { markRefundPaid } from '../../mark-refund-paid';

/** Refunds staff pay by hand (money received in cash or by bank transfer): marked paid, audited. */
async function refundRoutes(app: App): Promise<void> {
  app.post(
    '/api/operator/refunds/:id/paid',
    operatorRoute('staff', {
      summary:
        'A refund to pay by hand was paid: how (UTR, cheque or receipt no.), audited on its booking (404 unknown, 409 already paid)',
      params: IdParamsSchema,
      body: MarkRefundPaidBodySchema,
      response: { 200: Envelope(MarkRefundPaidResultSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const { result, effects } = await markRefundPaid(app.useCase(), {
        staffId: request.staff!.id,
        refundId: request.params.id,
        reference: request.body.reference,
      });
      await app.effects.deliver(effects);
      return { success: true, data: result, message: 'Refund marked paid' };
    },
  );
}

export const refundRoutesPlugin = fp(refundRoutes, {
  name: 'routes-operator-refunds',
  dependencies: ['database', 'operator-routes', 'effects', 'use-case-context'],
});
