import fp from 'fastify-plugin';
import type { App } from '../../types';
import { exportRoutesPlugin } from './routes/operator/exports';

/** The back office's CSV exports of bookings, leads, payments and refunds. */
async function exportsModule(app: App): Promise<void> {
  await app.register(exportRoutesPlugin);
}

export const exportsModulePlugin = fp(exportsModule, {
  name: 'module-exports',
  dependencies: ['database', 'operator-routes'],
});
