import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createBookingRoutePlugin } from './routes/bookings/create';
import { readBookingsRoutesPlugin } from './routes/bookings/read';
import { cancelRoutesPlugin } from './routes/bookings/cancel';
import { travellersRoutesPlugin } from './routes/bookings/travellers';
import { changeBatchRoutesPlugin } from './routes/bookings/change-batch';
import { operatorBookingRoutesPlugin } from './routes/operator/bookings';
import { manifestRoutesPlugin } from './routes/operator/manifest';
import { todayRoutesPlugin } from './routes/operator/today';

/** Bookings: seats taken and returned, travellers, change of batch; for staff Today, bookings, manifests. */
async function bookingsModule(app: App): Promise<void> {
  await app.register(todayRoutesPlugin);
  await app.register(operatorBookingRoutesPlugin);
  await app.register(manifestRoutesPlugin);
  await app.register(createBookingRoutePlugin);
  await app.register(readBookingsRoutesPlugin);
  await app.register(cancelRoutesPlugin);
  await app.register(travellersRoutesPlugin);
  await app.register(changeBatchRoutesPlugin);
}

export const bookingsModulePlugin = fp(bookingsModule, {
  name: 'module-bookings',
  dependencies: ['database', 'auth', 'operator-routes', 'effects'],
});
