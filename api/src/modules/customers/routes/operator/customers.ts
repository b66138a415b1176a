import fp from 'fastify-plugin';
import {
  Envelope,
  Nullable,
  OperatorCustomerLookupQuerySchema,
  OperatorCustomerMatchSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { OPERATOR_ERRORS, operatorRoute } from '../../../../shared/operator-route';
import { lookUpCustomer } from '../../staff-opened-account.repository';

/** For staff taking a booking by phone or at the counter: is there an account with this number or email? */
async function operatorCustomerRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/customers/lookup',
    operatorRoute('staff', {
      summary: 'The account with this mobile number or email (null when there is none)',
      querystring: OperatorCustomerLookupQuerySchema,
      response: { 200: Envelope(Nullable(OperatorCustomerMatchSchema)), ...OPERATOR_ERRORS },
    }),
    async (request) => ({
      success: true,
      data: (await lookUpCustomer(app.db, request.query.identifier)) ?? null,
    }),
  );
}

export const operatorCustomerRoutesPlugin = fp(operatorCustomerRoutes, {
  name: 'routes-operator-customers',
  dependencies: ['database', 'operator-routes'],
});
