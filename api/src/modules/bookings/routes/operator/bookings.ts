import { invalidInput, notFound } from '@trippy/domain';
import fp from 'fastify-plugin';
import {
  Envelope,
  IdParamsSchema,
  OperatorBookingCreateBodySchema,
  OperatorBookingDetailSchema,
  OperatorBookingListItemSchema,
  OperatorBookingListQuerySchema,
  OperatorCancelBodySchema,
  OperatorPaged,
  OperatorRefundQuoteQuerySchema,
  OperatorRefundQuoteSchema,
  RecordPaymentBodySchema,
  type OperatorBookingDetail,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { OPERATOR_ERRORS, operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { pageOf } from '../../../../shared/operator-paging';
import { listOperatorBookings, operatorBookingDetail } from '../../operator-bookings.repository';
import {
  cancelByOperator,
  confirmBooking,
  recordPayment,
  refundQuoteFor,
  type BookingChange,
} from '../../operator-booking-actions';
import { createStaffBooking } from '../../staff-booking';

/** Bookings for staff: list, detail, payments received, confirmation, cancellation. */
async function operatorBookingRoutes(app: App): Promise<void> {
  const detailOf = async (id: string): Promise<OperatorBookingDetail> => {
    const detail = await operatorBookingDetail(app.db, id);
    if (!detail) throw notFound('Booking not found');
    return detail;
  };

  /**
   * After commit: the customer's open pages hear of the change, the mail goes out now if SMTP is up, and the
   * answer is the booking as it is now.
   */
  const announced = async (change: BookingChange, id: string, message: string) => {
    await app.effects.deliver(change.effects);
    return { success: true, data: await detailOf(id), message };
  };

  app.get(
    '/api/operator/bookings',
    operatorRoute('staff', {
      summary: 'Bookings, newest first, with filters (package, batch, status, departure dates, balance due)',
      querystring: OperatorBookingListQuerySchema,
      response: { 200: OperatorPaged(OperatorBookingListItemSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await listOperatorBookings(app.db, request.query);
      return pagedAnswer(items, page, total);
    },
  );

  app.post(
    '/api/operator/bookings',
    operatorRoute('staff', {
      summary:
        'A booking taken by staff (phone, walk-in, from an enquiry): the account found or opened, the same seat rules and holds as online, money taken at the counter or a payment link',
      body: OperatorBookingCreateBodySchema,
      response: {
        200: Envelope(OperatorBookingDetailSchema),
        201: Envelope(OperatorBookingDetailSchema),
        ...OPERATOR_ERRORS,
      },
    }),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !/^[\w.:-]{1,100}$/.test(key)))
        throw invalidInput('Idempotency-Key is not valid');
      const result = await createStaffBooking(
        {
          ...app.useCase(),
          operatorEmail: app.config.OPERATOR_EMAIL,
          seatHold: {
            minutes: app.config.SEAT_HOLD_MINUTES,
            maxSeatsPerCustomer: app.config.MAX_HELD_SEATS_PER_CUSTOMER,
          },
          pepper: app.config.OTP_PEPPER,
        },
        { staffId: request.staff!.id, body: request.body, ...(key ? { idempotencyKey: key } : {}) },
      );
      const id = result.booking._id;
      if (!result.created)
        return { success: true, data: await detailOf(id), message: 'Booking already made' };
      await app.effects.deliver(result.effects);
      return reply.status(201).send({ success: true, data: await detailOf(id), message: 'Booking made' });
    },
  );

  app.get(
    '/api/operator/bookings/:id',
    operatorRoute('staff', {
      summary: 'A booking: the record, the customer, payments, refund',
      params: IdParamsSchema,
      response: { 200: Envelope(OperatorBookingDetailSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => ({ success: true, data: await detailOf(request.params.id) }),
  );

  app.post(
    '/api/operator/bookings/:id/payments',
    operatorRoute('staff', {
      summary:
        'Record a payment received, with its GST tax invoice numbered in the same transaction (422 above what is left to pay, 409 on a cancelled booking)',
      params: IdParamsSchema,
      body: RecordPaymentBodySchema,
      response: { 201: Envelope(OperatorBookingDetailSchema), ...OPERATOR_ERRORS },
    }),
    async (request, reply) => {
      const change = await recordPayment(
        app.db,
        request.staff!.id,
        request.params.id,
        request.body,
        app.useCase(),
      );
      return reply.status(201).send(await announced(change, request.params.id, 'Payment recorded'));
    },
  );

  app.post(
    '/api/operator/bookings/:id/confirm',
    operatorRoute('staff', {
      summary: 'Confirm a pending booking (409 otherwise)',
      params: IdParamsSchema,
      response: { 200: Envelope(OperatorBookingDetailSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const change = await confirmBooking(app.db, request.staff!.id, request.params.id);
      return announced(change, request.params.id, 'Booking confirmed');
    },
  );

  app.get(
    '/api/operator/bookings/:id/refund-quote',
    operatorRoute('staff', {
      summary: 'The refund a cancellation would give today, for the reason given',
      params: IdParamsSchema,
      querystring: OperatorRefundQuoteQuerySchema,
      response: { 200: Envelope(OperatorRefundQuoteSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => ({
      success: true,
      data: await refundQuoteFor(app.db, request.params.id, request.query.reason),
    }),
  );

  app.post(
    '/api/operator/bookings/:id/cancel',
    operatorRoute('staff', {
      summary:
        "Cancel a booking: at the customer's request (the spec's refund tables) or by the operator (full refund)",
      params: IdParamsSchema,
      body: OperatorCancelBodySchema,
      response: { 200: Envelope(OperatorBookingDetailSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const change = await cancelByOperator(app.useCase(), {
        staffId: request.staff!.id,
        bookingId: request.params.id,
        body: request.body,
      });
      return announced(change, request.params.id, 'Booking cancelled');
    },
  );
}

export const operatorBookingRoutesPlugin = fp(operatorBookingRoutes, {
  name: 'routes-operator-bookings',
  dependencies: ['database', 'operator-auth', 'config', 'jobs', 'effects', 'use-case-context'],
});
