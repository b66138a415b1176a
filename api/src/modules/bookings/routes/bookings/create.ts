import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, BookingCreateBodySchema, BookingSchema, Envelope } from '@trippy/contracts';
import { BOOKING_RECEIVED_MESSAGE, invalidInput } from '@trippy/domain';
import type { App } from '../../../../types';
import { createBooking } from '../../create-booking';
import { markConfirmationMailed } from '../../bookings.repository';
import { addressKey, limitPerMinute } from '../../../../plugins/rate-limit';

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

/**
 * Bookings a minute: per account half of RATE_LIMIT_MAX (10 by default), per address one and a half times it
 * (30: a family or an office shares one). One account once sent 71 booking requests in 1.2 s.
 */
export const bookingLimits = (rateLimitMax: number) => ({
  perAccount: Math.max(1, Math.round(rateLimitMax / 2)),
  perAddress: Math.max(1, Math.round(rateLimitMax * 1.5)),
});

/** POST /api/bookings: priced on the server, seats taken atomically, idempotent under Idempotency-Key. */
async function createBookingRoute(app: App): Promise<void> {
  const limits = bookingLimits(app.config.RATE_LIMIT_MAX);
  const limitBookings = limitPerMinute(app, 'booking', [
    { max: limits.perAccount, key: (request) => `account:${request.user.sub}` },
    { max: limits.perAddress, key: (request) => `address:${addressKey(request)}` },
  ]);
  app.post(
    '/api/bookings',
    {
      // After authentication: counted per account and per address.
      onRequest: [app.authenticate, limitBookings],
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
          429: {
            ...ApiErrorSchema,
            description:
              'Too many bookings from this account (10 a minute by default) or this address (30): wait the ' +
              'seconds Retry-After gives',
            headers: {
              'retry-after': {
                type: 'integer',
                minimum: 1,
                description: 'Seconds until a booking is accepted again',
              },
            },
          },
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
  dependencies: ['database', 'auth', 'config', 'jobs', 'effects', 'rate-limit'],
});
