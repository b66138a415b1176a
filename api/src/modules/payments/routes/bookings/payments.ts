import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  PaymentOrderSchema,
  PaymentReturnBodySchema,
  PaymentReturnResultSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { limited } from '../../../../plugins/rate-limit';
import { createPaymentOrder } from '../../create-payment-order';
import { returnFromCheckout } from '../../payment-return';
import { payRefunds } from '../../refunds';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
};

/** The customer pays a booking online: an order for the next payment, then the checkout's hand-back. */
async function bookingPaymentRoutes(app: App): Promise<void> {
  app.post(
    '/api/bookings/:id/payment-order',
    {
      onRequest: app.authenticate,
      config: limited(app),
      schema: {
        tags: ['payments'],
        summary: "An order for the booking's next payment (advance or full at booking, then the balance)",
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(PaymentOrderSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      data: await createPaymentOrder(app.useCase(), app.payments.provider, {
        customerId: request.user.sub,
        bookingId: request.params.id,
        checkoutUrl: app.payments.checkoutUrl(request.params.id),
      }),
    }),
  );

  app.post(
    '/api/bookings/:id/payment-return',
    {
      onRequest: app.authenticate,
      config: limited(app),
      schema: {
        tags: ['payments'],
        summary:
          "The checkout's hand-back (razorpay_payment_id, _order_id, _signature), verified and counted",
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: PaymentReturnBodySchema,
        response: { 200: Envelope(PaymentReturnResultSchema), ...errors },
      },
    },
    async (request) => {
      const ctx = app.useCase();
      const { result, settled } = await returnFromCheckout(ctx, app.payments.provider, {
        customerId: request.user.sub,
        bookingId: request.params.id,
        body: request.body,
      });
      await app.effects.deliver(settled.effects);
      if (settled.refundIds.length > 0)
        await payRefunds(ctx, app.payments.provider, request.log, settled.refundIds);
      return { success: true, data: result };
    },
  );
}

export const bookingPaymentRoutesPlugin = fp(bookingPaymentRoutes, {
  name: 'routes-bookings-payments',
  dependencies: ['auth', 'effects', 'use-case-context', 'payments'],
});
