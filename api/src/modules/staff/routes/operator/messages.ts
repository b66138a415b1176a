import { invalidInput } from '@trippy/domain';
import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  CustomerPickQuerySchema,
  CustomerPickSchema,
  Envelope,
  OperatorMessageBodySchema,
  OperatorMessageResultSchema,
  OperatorPaged,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { pageOf } from '../../../../shared/operator-paging';
import { searchCustomers } from '../../operator-messages.repository';
import { sendTravellerMessage } from '../../../bookings/traveller-messages';
import { mail, notifyCustomer } from '../../../../shared/effects';

/** Messages to travellers (staff): one customer, or every customer booked on a departure. */
async function messageRoutes(app: App): Promise<void> {
  app.post(
    '/api/operator/messages',
    operatorRoute('staff', {
      summary:
        'Send a message to one customer or to each customer booked on a batch: stored, pushed in realtime and emailed',
      body: OperatorMessageBodySchema,
      response: {
        200: Envelope(OperatorMessageResultSchema),
        400: ApiErrorSchema,
        404: ApiErrorSchema,
        422: ApiErrorSchema,
      },
    }),
    async (request) => {
      const body = request.body;
      const message = body.message.trim();
      if (message === '') throw invalidInput('The message is empty');
      const { batchId, customerId } = body;
      if ((batchId === undefined) === (customerId === undefined))
        throw invalidInput('Send the message either to one customer (customerId) or to a batch (batchId)');
      const { pushes, mailIds } = await sendTravellerMessage(
        app.db,
        request.staff!.id,
        batchId ? { batchId } : { customerId: customerId! },
        message,
      );
      await app.effects.deliver([
        ...pushes.map(([to, notification]) => notifyCustomer(to, notification)),
        ...mail(mailIds),
      ]);
      const n = pushes.length;
      return {
        success: true,
        data: { recipients: n },
        message: `Message sent to ${n} traveller${n === 1 ? '' : 's'}`,
      };
    },
  );

  app.get(
    '/api/operator/customers',
    operatorRoute('staff', {
      summary: 'Find a customer by name, email or phone (2-100 characters) to message',
      querystring: CustomerPickQuerySchema,
      response: { 200: OperatorPaged(CustomerPickSchema), 400: ApiErrorSchema },
    }),
    async (request) => {
      const q = request.query.q.trim();
      if (q.length < 2) throw invalidInput('Type at least 2 characters');
      const page = pageOf(request.query);
      const { rows, total } = await searchCustomers(app.db, q, page);
      return pagedAnswer(rows, page, total);
    },
  );
}

export const messageRoutesPlugin = fp(messageRoutes, {
  name: 'routes-operator-messages',
  dependencies: ['database', 'operator-auth', 'effects'],
});
