import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Work that must not change how long an answer takes (an account lookup whose time would tell whether the
 * account exists): it runs after the handler returns, errors are logged, and closing the app waits for it.
 */
async function background(app: FastifyInstance): Promise<void> {
  const pending = new Set<Promise<void>>();
  app.decorate('runInBackground', (name: string, task: () => Promise<void>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  // Until every task started so far (and any they start) has finished: for tests and shutdown.
  app.decorate('backgroundSettled', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
}

export const backgroundPlugin = fp(background, { name: 'background' });
