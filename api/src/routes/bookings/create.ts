import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, BookingCreateBodySchema, BookingSchema, Envelope } from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import type { App } from '../../types';
import { createBooking } from '../../services/create-booking';
import { markConfirmationMailed } from '../../services/bookings-repo';
import { badRequest } from '../../services/http-error';

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
      if (key !== undefined && !/^[\w.:-]+$/.test(key)) throw badRequest('Idempotency-Key is not valid');
      const now = app.clock.now();
      const result = await createBooking(
        app.db,
        request.user.sub,
        request.body,
        key,
        app.config.OPERATOR_EMAIL,
        todayInIndia(now),
        now,
      );
      if (!result.created) {
        return reply
          .status(200)
          .send({ success: true, data: result.booking, message: 'Booking already received' });
      }
      app.metrics.bookingsCreated.inc();
      await app.catalog.seatsChanged([result.booking.packageDetails.packageId]);
      if (result.notification) app.realtime.notify(request.user.sub, result.notification);
      // After commit: every open back office hears of it at once, the operator's inbox by mail.
      const { booking } = result;
      app.realtime.notifyOperators({
        kind: 'booking.created',
        id: booking._id,
        summary:
          `New booking: ${booking.customerDetails.fullName}, ${booking.packageDetails.packageName} (${booking.batchDetails.startDate}, ${booking.bookingInfo.numberOfSeats} seats)`.slice(
            0,
            200,
          ),
      });
      const delivered = result.mailId ? await app.mailer.deliver([result.mailId]) : {};
      // The operator's copy after the customer's (one claim at a time on the embedded database's connection).
      const operatorMailId = result.operatorMailId;
      if (operatorMailId)
        app.runInBackground('new booking mail', async () => {
          await app.mailer.deliver([operatorMailId]);
        });
      const emailSent = Boolean(result.mailId && delivered[result.mailId]);
      // The flag is written after commit, once delivery is known (not inside createBooking's transaction).
      if (emailSent) await markConfirmationMailed(app.db, result.booking._id);
      return reply.status(201).send({
        success: true,
        data: { ...result.booking, emailSent },
        message: 'Booking confirmed! We will contact you shortly.',
      });
    },
  );
}

export const createBookingRoutePlugin = fp(createBookingRoute, {
  name: 'routes-bookings-create',
  dependencies: ['database', 'auth', 'realtime', 'mailer', 'metrics', 'background', 'catalog-events'],
});
