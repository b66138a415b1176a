import fp from 'fastify-plugin';
import type { App } from '../../types';
import { waitlistRoutesPlugin } from './routes/waitlist';

/** The waitlist of a full departure: places in line, offers of freed seats, their expiry. */
async function waitlistModule(app: App): Promise<void> {
  await app.register(waitlistRoutesPlugin);
}

export const waitlistModulePlugin = fp(waitlistModule, {
  name: 'module-waitlist',
  dependencies: ['database', 'auth', 'jobs', 'effects'],
});
