import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, BookingCreateBodySchema, BookingSchema, Envelope } from '@trippy/contracts';
import { BOOKING_RECEIVED_MESSAGE, invalidInput } from '@trippy/domain';
import type { App } from '../../../../types';
import { createBooking } from '../../create-booking';
import { markConfirmationMailed } from '../../bookings.repository';

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

/** POST /api/bookings: priced on the server, seats taken atomically, idempotent under Idempotency-Key. */
async function createBookingRoute(app: App): Promise<void> {
  app.post(
    '/api/bookings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'Book seats on a batch (201 created; 200 when the Idempotency-Key was already used)',
        security: [{ bearerAuth: [] }],
        headers: IdempotencyHeaders,
        body: BookingCreateBodySchema,
        response: {
          200: Envelope(BookingSchema),
          201: Envelope(BookingSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !/^[\w.:-]+$/.test(key)) throw invalidInput('Idempotency-Key is not valid');
      const result = await createBooking(
        {
          db: app.db,
          now: app.clock.now(),
          operatorEmail: app.config.OPERATOR_EMAIL,
          seatHold: {
            minutes: app.config.SEAT_HOLD_MINUTES,
            maxSeatsPerCustomer: app.config.MAX_HELD_SEATS_PER_CUSTOMER,
          },
        },
        { customerId: request.user.sub, body: request.body, idempotencyKey: key },
      );
      if (!result.created) {
        return reply
          .status(200)
          .send({ success: true, data: result.booking, message: 'Booking already received' });
      }
      const { mailed } = await app.effects.deliver(result.effects);
      const emailSent = Boolean(result.confirmationMailId && mailed[result.confirmationMailId]);
      // The flag is written after commit, once delivery is known (not inside createBooking's transaction).
      if (emailSent) await markConfirmationMailed(app.db, result.booking._id);
      return reply.status(201).send({
        success: true,
        data: { ...result.booking, emailSent },
        message: BOOKING_RECEIVED_MESSAGE,
      });
    },
  );
}

export const createBookingRoutePlugin = fp(createBookingRoute, {
  name: 'routes-bookings-create',
  dependencies: ['database', 'auth', 'config', 'jobs', 'effects'],
});
