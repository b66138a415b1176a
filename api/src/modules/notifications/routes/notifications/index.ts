import { forbidden, notFound } from '@trippy/domain';
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
import type { App } from '../../../../types';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../notifications.repository';

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
      return { success: true, data: await listNotifications(app.db, request.user.sub, 100) };
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
      return { success: true, data: { updated: await markAllNotificationsRead(app.db, request.user.sub) } };
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
      const notification = await markNotificationRead(app.db, request.user.sub, request.params.id);
      if (!notification) throw notFound('Notification not found');
      return { success: true, data: notification };
    },
  );
}

export const notificationsRoutesPlugin = fp(notificationsRoutes, {
  name: 'routes-notifications',
  dependencies: ['database', 'auth'],
});
