import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  CancelDepartureBodySchema,
  CancelDepartureResultSchema,
  Envelope,
  IdParamsSchema,
} from '@trippy/contracts';
import type { App } from '../../types';
import { operatorRoute } from './route-options';
import { cancelDeparture } from '../../services/cancel-departure';
import { announceWaitlist } from '../../services/waitlist-announce';

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
      const done = await cancelDeparture(
        app.db,
        request.staff!.id,
        request.params.id,
        request.body.reason,
        app.clock.now(),
      );
      // The package's next departure on the public site moves past this one on every instance.
      await app.catalog.changed();
      for (const notice of done.notices) app.realtime.notify(notice.customerId, notice.notification);
      if (done.mailIds.length > 0) await app.mailer.deliver(done.mailIds);
      await announceWaitlist(app, done.waitlist);
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
  dependencies: ['database', 'realtime', 'mailer', 'catalog-events'],
});
