import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  ApiErrorSchema,
  CustomerSchema,
  Envelope,
  ProfileUpdateBodySchema,
  UserIdParamsSchema,
} from '@trippy/contracts';
import type { App } from '../../types';
import { findCustomerById, isUniqueViolation, toCustomer } from '../../services/customers-repo';
import { conflict, forbidden, notFound } from '../../services/http-error';
import { DUPLICATE_ACCOUNT } from './register';

const authErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** A token only reads or changes its own customer. */
function assertSelf(request: FastifyRequest, userId: string): void {
  if (request.user.sub !== userId) throw forbidden();
}

/** GET /api/customers/:userId and PUT /api/customers/profile/:userId (bearer, own id only). */
async function profileRoutes(app: App): Promise<void> {
  app.get(
    '/api/customers/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: 'The logged-in customer, with isProfileComplete',
        security: [{ bearerAuth: [] }],
        params: UserIdParamsSchema,
        response: { 200: Envelope(CustomerSchema), ...authErrors },
      },
    },
    async (request) => {
      assertSelf(request, request.params.userId);
      const row = await findCustomerById(app.db, request.params.userId);
      if (!row) throw notFound('Customer not found');
      return { success: true, data: toCustomer(row) };
    },
  );

  app.put(
    '/api/customers/profile/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Update the logged-in customer profile',
        security: [{ bearerAuth: [] }],
        params: UserIdParamsSchema,
        body: ProfileUpdateBodySchema,
        response: { 200: Envelope(CustomerSchema), 400: ApiErrorSchema, 409: ApiErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      assertSelf(request, request.params.userId);
      const body = request.body;
      const changes = {
        ...(body.firstName !== undefined ? { first_name: body.firstName.trim() } : {}),
        ...(body.lastName !== undefined ? { last_name: body.lastName.trim() } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.address !== undefined ? { address: body.address.trim() } : {}),
        ...(body.email !== undefined ? { email: body.email.trim().toLowerCase() } : {}),
      };
      try {
        const row = await app.db
          .updateTable('customers')
          .set({ ...changes, updated_at: new Date() })
          .where('id', '=', request.params.userId)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound('Customer not found');
        return { success: true, data: toCustomer(row), message: 'Profile updated successfully' };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_ACCOUNT);
        throw error;
      }
    },
  );
}

export const profileRoutesPlugin = fp(profileRoutes, {
  name: 'routes-customers-profile',
  dependencies: ['database', 'auth'],
});
