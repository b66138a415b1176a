import fp from 'fastify-plugin';
import type { App } from '../../types';
import { travellersRoutesPlugin } from './travellers';
import { changeBatchRoutesPlugin } from './change-batch';
import { invoiceRoutesPlugin } from './invoices';

/** Issue #15's customer routes on a booking: travellers, change of batch, invoices. */
async function bookingLifecycleRoutes(app: App): Promise<void> {
  await app.register(travellersRoutesPlugin);
  await app.register(changeBatchRoutesPlugin);
  await app.register(invoiceRoutesPlugin);
}

export const bookingLifecycleRoutesPlugin = fp(bookingLifecycleRoutes, {
  name: 'routes-bookings-lifecycle',
  dependencies: ['database', 'auth', 'realtime', 'mailer'],
});
