import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, Envelope } from '@trippy/contracts';
import type { App } from '../../../../types';
import { revokeTokens } from '../../customers.repository';

/** POST /api/customers/logout revokes every token of the customer (all devices). */
async function sessionRoutes(app: App): Promise<void> {
  app.post(
    '/api/customers/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Log out everywhere: every token issued so far stops working',
        security: [{ bearerAuth: [] }],
        response: { 200: Envelope(Type.Object({})), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await revokeTokens(app.db, request.user.sub);
      return { success: true, data: {}, message: 'Logged out' };
    },
  );
}

export const sessionRoutesPlugin = fp(sessionRoutes, {
  name: 'routes-customers-session',
  dependencies: ['database', 'auth'],
});
