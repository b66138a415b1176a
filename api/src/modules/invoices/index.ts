import fp from 'fastify-plugin';
import type { App } from '../../types';
import { invoiceRoutesPlugin } from './routes/bookings/invoices';

/** GST invoices of a booking, as PDF. */
async function invoicesModule(app: App): Promise<void> {
  await app.register(invoiceRoutesPlugin);
}

export const invoicesModulePlugin = fp(invoicesModule, {
  name: 'module-invoices',
  dependencies: ['database', 'auth'],
});
