import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  BatchChangeOptionsSchema,
  ChangeBatchBodySchema,
  ChangeBatchResultSchema,
  Envelope,
  IdParamsSchema,
} from '@trippy/contracts';
import { formatRupees, todayInIndia } from '@trippy/domain';
import type { App } from '../../types';
import { limited } from '../../plugins/rate-limit';
import { batchChangeOptions, changeBatch } from '../../services/batch-change';
import { announceWaitlist } from '../../services/waitlist-announce';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** The customer moves a booking to another batch of the same package (up to 15 days before departure). */
async function changeBatchRoutes(app: App): Promise<void> {
  app.get(
    '/api/bookings/:id/batch-change-options',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'Other batches my booking can move to, each with its price difference (GST included)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(BatchChangeOptionsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      data: await batchChangeOptions(
        app.db,
        request.user.sub,
        request.params.id,
        todayInIndia(app.clock.now()),
      ),
    }),
  );

  app.post(
    '/api/bookings/:id/change-batch',
    {
      onRequest: app.authenticate,
      config: limited(app),
      schema: {
        tags: ['bookings'],
        summary:
          'Move my booking to another batch: seats move atomically, the price difference recorded (409 within 15 days of departure)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: ChangeBatchBodySchema,
        response: { 200: Envelope(ChangeBatchResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await changeBatch(
        app.db,
        request.user.sub,
        request.params.id,
        request.body.batchId,
        app.clock.now(),
      );
      const { booking, change } = result;
      await app.catalog.seatsChanged([booking.packageDetails.packageId]);
      app.realtime.notify(request.user.sub, result.notification);
      app.realtime.notifyOperators({
        kind: 'booking.changed',
        id: booking._id,
        summary:
          `Batch changed: ${booking.customerDetails.fullName}, ${booking.packageDetails.packageName} ${change.fromStartDate} → ${change.toStartDate} (${change.difference >= 0 ? '+' : '−'}${formatRupees(Math.abs(change.difference))})`.slice(
            0,
            200,
          ),
      });
      await app.mailer.deliver([result.mailId]);
      await announceWaitlist(app, result.waitlist);
      return { success: true, data: { booking, change }, message: 'Batch changed' };
    },
  );
}

export const changeBatchRoutesPlugin = fp(changeBatchRoutes, {
  name: 'routes-bookings-change-batch',
  dependencies: ['database', 'auth', 'realtime', 'mailer', 'catalog-events'],
});
