import fp from 'fastify-plugin';
import type { App } from '../../types';
import { notificationsRoutesPlugin } from './routes/notifications';
import { devMailboxPlugin } from './routes/dev/mailbox';

export interface NotificationsModuleOptions {
  /** The demo mailbox (GET /api/dev/mailbox), for the quick start and tests only. */
  devMailbox: boolean;
}

/** Stored notifications (the bell), mails and their templates; the demo mailbox. */
async function notificationsModule(app: App, options: NotificationsModuleOptions): Promise<void> {
  await app.register(notificationsRoutesPlugin);
  if (options.devMailbox) await app.register(devMailboxPlugin);
}

export const notificationsModulePlugin = fp(notificationsModule, {
  name: 'module-notifications',
  dependencies: ['database', 'auth'],
});
