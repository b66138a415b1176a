import fp from 'fastify-plugin';
import type { App } from '../../types';
import { staffAuthRoutesPlugin } from './routes/operator/auth';
import { staffRoutesPlugin } from './routes/operator/staff';
import { auditRoutesPlugin } from './routes/operator/audit';
import { messageRoutesPlugin } from './routes/operator/messages';

/** The operator's team: two-step sign-in, members and roles, the audit log, messages to travellers. */
async function staffModule(app: App): Promise<void> {
  await app.register(staffAuthRoutesPlugin);
  await app.register(staffRoutesPlugin);
  await app.register(auditRoutesPlugin);
  await app.register(messageRoutesPlugin);
}

export const staffModulePlugin = fp(staffModule, {
  name: 'module-staff',
  dependencies: ['database', 'operator-auth', 'operator-routes', 'effects'],
});
