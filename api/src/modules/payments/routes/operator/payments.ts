import fp from 'fastify-plugin';
import { Envelope, ReconciliationQuerySchema, ReconciliationSchema } from '@trippy/contracts';
import type { App } from '../../../../types';
import { OPERATOR_ERRORS, operatorRoute } from '../../../../shared/operator-route';
import { reconciliationOf } from '../../reconciliation';

/** The back office's reconciliation of payments (staff). */
async function reconciliationRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/payments/reconciliation',
    operatorRoute('staff', {
      summary:
        'One day of money (India; today by default): payments online and by hand, flagged and failed payment events, webhooks verified, redelivered and refused, refunds owed and done, the totals in paise',
      querystring: ReconciliationQuerySchema,
      response: { 200: Envelope(ReconciliationSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => ({ success: true, data: await reconciliationOf(app.useCase(), request.query.date) }),
  );
}

export const reconciliationRoutesPlugin = fp(reconciliationRoutes, {
  name: 'routes-operator-payments',
  dependencies: ['database', 'operator-routes', 'use-case-context'],
});
