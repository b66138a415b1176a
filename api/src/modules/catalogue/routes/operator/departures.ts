import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  CancelDepartureBodySchema,
  CancelDepartureResultSchema,
  Envelope,
  IdParamsSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { operatorRoute } from '../../../../shared/operator-route';
import { cancelDeparture } from '../../cancel-departure';
import { waitlistEffects } from '../../../waitlist/waitlist-announce';
import { mail, notifyCustomer } from '../../../../shared/effects';

/** POST /api/operator/batches/:id/cancel (staff): the departure called off, every booking refunded in full. */
async function departureRoutes(app: App): Promise<void> {
  app.post(
    '/api/operator/batches/:id/cancel',
    operatorRoute('staff', {
      summary:
        'Cancel a departure: the batch closed, every booking on it cancelled with a 100% refund in money (not a voucher), each customer told (409 if already cancelled)',
      params: IdParamsSchema,
      body: CancelDepartureBodySchema,
      response: {
        200: Envelope(CancelDepartureResultSchema),
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
        409: ApiErrorSchema,
      },
    }),
    async (request) => {
      const done = await cancelDeparture(app.useCase(), {
        staffId: request.staff!.id,
        batchId: request.params.id,
        reason: request.body.reason,
      });
      await app.effects.deliver([
        // The package's next departure on the public site moves past this one on every instance.
        { kind: 'catalogue-changed' },
        ...done.notices.map((notice) => notifyCustomer(notice.customerId, notice.notification)),
        ...mail(done.mailIds, { now: true }),
        ...waitlistEffects(done.waitlist),
      ]);
      return {
        success: true,
        data: done.result,
        message: `Departure cancelled: ${done.result.bookings.length} booking${done.result.bookings.length === 1 ? '' : 's'} refunded in full`,
      };
    },
  );
}

export const departureRoutesPlugin = fp(departureRoutes, {
  name: 'routes-operator-departures',
  dependencies: ['database', 'operator-auth', 'jobs', 'effects', 'use-case-context'],
});
