import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createLeadRoutePlugin } from './routes/leads/create';
import { leadsRoutesPlugin } from './routes/operator/leads';

/** Enquiries from the site's forms and the back office's inbox of them. */
async function leadsModule(app: App): Promise<void> {
  await app.register(leadsRoutesPlugin);
  await app.register(createLeadRoutePlugin);
}

export const leadsModulePlugin = fp(leadsModule, {
  name: 'module-leads',
  dependencies: ['database', 'operator-routes', 'effects'],
});
