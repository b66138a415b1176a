import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  BookingSchema,
  Envelope,
  IdParamsSchema,
  RefundQuoteSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { cancelBooking, refundQuote } from '../../cancel-booking';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** GET /api/bookings/:id/refund-quote (shown before confirming) and POST /api/bookings/:id/cancel. */
async function cancelRoutes(app: App): Promise<void> {
  app.get(
    '/api/bookings/:id/refund-quote',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'The refund a cancellation would give today',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(RefundQuoteSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      data: await refundQuote(app.db, request.user.sub, request.params.id),
    }),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel my booking: refund by the standard or group table, seats returned',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(BookingSchema), ...errors },
      },
    },
    async (request) => {
      const result = await cancelBooking(app.useCase(), {
        customerId: request.user.sub,
        bookingId: request.params.id,
      });
      await app.effects.deliver(result.effects);
      return { success: true, data: result.booking, message: 'Booking cancelled' };
    },
  );
}

export const cancelRoutesPlugin = fp(cancelRoutes, {
  name: 'routes-bookings-cancel',
  dependencies: ['database', 'auth', 'jobs', 'effects', 'use-case-context'],
});
