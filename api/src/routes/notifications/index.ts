import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  NotificationListQuerySchema,
  NotificationSchema,
  ReadAllResultSchema,
} from '@trippy/contracts';
import type { App } from '../../types';
import { toNotification } from '../../services/notifications';
import { forbidden, notFound } from '../../services/http-error';

const authErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** GET /api/notifications?userId= (own only), POST /api/notifications/:id/read and /read-all. */
async function notificationsRoutes(app: App): Promise<void> {
  app.get(
    '/api/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first',
        security: [{ bearerAuth: [] }],
        querystring: NotificationListQuerySchema,
        response: { 200: Envelope(Type.Array(NotificationSchema)), ...authErrors },
      },
    },
    async (request) => {
      if (request.query.userId !== request.user.sub) throw forbidden();
      const rows = await app.db
        .selectFrom('notifications')
        .selectAll()
        .where('customer_id', '=', request.user.sub)
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      return { success: true, data: rows.map(toNotification) };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        security: [{ bearerAuth: [] }],
        response: { 200: Envelope(ReadAllResultSchema), ...authErrors },
      },
    },
    async (request) => {
      const result = await app.db
        .updateTable('notifications')
        .set({ read: true })
        .where('customer_id', '=', request.user.sub)
        .where('read', '=', false)
        .executeTakeFirst();
      return { success: true, data: { updated: Number(result.numUpdatedRows ?? 0) } };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(NotificationSchema), 404: ApiErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const row = await app.db
        .updateTable('notifications')
        .set({ read: true })
        .where('id', '=', request.params.id)
        .where('customer_id', '=', request.user.sub)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Notification not found');
      return { success: true, data: toNotification(row) };
    },
  );
}

export const notificationsRoutesPlugin = fp(notificationsRoutes, {
  name: 'routes-notifications',
  dependencies: ['database', 'auth'],
});
