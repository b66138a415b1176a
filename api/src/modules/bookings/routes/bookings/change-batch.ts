import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  BatchChangeOptionsSchema,
  ChangeBatchBodySchema,
  ChangeBatchResultSchema,
  Envelope,
  IdParamsSchema,
} from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import type { App } from '../../../../types';
import { limited } from '../../../../plugins/rate-limit';
import { batchChangeOptions, changeBatch } from '../../change-batch';

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
      const { booking, change, effects } = await changeBatch(app.useCase(), {
        customerId: request.user.sub,
        bookingId: request.params.id,
        targetBatchId: request.body.batchId,
      });
      await app.effects.deliver(effects);
      return { success: true, data: { booking, change }, message: 'Batch changed' };
    },
  );
}

export const changeBatchRoutesPlugin = fp(changeBatchRoutes, {
  name: 'routes-bookings-change-batch',
  dependencies: ['database', 'auth', 'jobs', 'effects', 'use-case-context'],
});
