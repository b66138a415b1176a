import fp from 'fastify-plugin';
import type { App } from '../../types';
import { collectionsRoutesPlugin } from './routes/operator/collections';

/** Collections and revenue of the season, per month of departure and per departure (back office). */
async function collectionsModule(app: App): Promise<void> {
  await app.register(collectionsRoutesPlugin);
}

export const collectionsModulePlugin = fp(collectionsModule, {
  name: 'module-collections',
  dependencies: ['database', 'operator-routes'],
});
