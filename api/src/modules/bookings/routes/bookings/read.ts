import { msg, notFound } from '@trippy/domain';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, BookingSchema, Envelope, IdParamsSchema } from '@trippy/contracts';
import type { App } from '../../../../types';
import { bookingOf, findOwnBooking, listOwnBookings } from '../../bookings.repository';

/** GET /api/bookings (mine, newest first) and GET /api/bookings/:id (own only; 404 otherwise). */
async function readBookingsRoutes(app: App): Promise<void> {
  app.get(
    '/api/bookings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'My bookings, newest first: travellers (masked), what is paid, due now and when, refunds',
        security: [{ bearerAuth: [] }],
        response: { 200: Envelope(Type.Array(BookingSchema)), 401: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true, data: await listOwnBookings(app.db, request.user.sub) }),
  );

  app.get(
    '/api/bookings/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'One of my bookings',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(BookingSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const row = await findOwnBooking(app.db, request.user.sub, request.params.id);
      if (!row) throw notFound(msg('Booking not found'));
      return { success: true, data: await bookingOf(app.db, row) };
    },
  );
}

export const readBookingsRoutesPlugin = fp(readBookingsRoutes, {
  name: 'routes-bookings-read',
  dependencies: ['database', 'auth'],
});
