import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  BookingSchema,
  Envelope,
  IdParamsSchema,
  UpdateTravellersBodySchema,
} from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import type { App } from '../../../../types';
import { limited } from '../../../../plugins/rate-limit';
import { updateTravellers } from '../../update-travellers';

/** PUT /api/bookings/:id/travellers: the customer adds or edits the travellers until 7 days before departure. */
async function travellersRoutes(app: App): Promise<void> {
  app.put(
    '/api/bookings/:id/travellers',
    {
      onRequest: app.authenticate,
      config: limited(app),
      schema: {
        tags: ['bookings'],
        summary:
          'Replace the travellers of my booking, one per seat (409 from 7 days before departure or when cancelled; 422 wrong count or identity number)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateTravellersBodySchema,
        response: {
          200: Envelope(BookingSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const booking = await updateTravellers(
        app.db,
        request.user.sub,
        request.params.id,
        request.body.travellers,
        todayInIndia(app.clock.now()),
      );
      return { success: true, data: booking, message: 'Travellers saved' };
    },
  );
}

export const travellersRoutesPlugin = fp(travellersRoutes, {
  name: 'routes-bookings-travellers',
  dependencies: ['database', 'auth'],
});
