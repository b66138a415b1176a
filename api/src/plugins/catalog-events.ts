import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const CHANNEL = 'trippy-catalog-changed';

export interface CatalogEvents {
  /** Tell every instance (through Redis when configured) that packages, batches or prices changed. */
  changed(): Promise<void>;
  /** Run `listener` on every instance when the catalogue changed (e.g. to drop a cache). */
  onChange(listener: () => void): void;
}

/**
 * Catalogue changes reach every API instance: each keeps short-lived caches of the package list, and an
 * edit made through one instance must be seen through the others at once, not after the cache expires.
 */
async function catalogEvents(app: FastifyInstance): Promise<void> {
  const listeners: Array<() => void> = [];
  const notifyLocal = () => listeners.forEach((listener) => listener());
  const subscriber = app.redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (channel: string) => {
      if (channel === CHANNEL) notifyLocal();
    });
    app.addHook('onClose', async () => void (await subscriber.quit()));
  }
  app.decorate('catalog', {
    async changed() {
      if (app.redis) await app.redis.publish(CHANNEL, String(Date.now()));
      else notifyLocal();
    },
    onChange(listener: () => void) {
      listeners.push(listener);
    },
  } satisfies CatalogEvents);
}

export const catalogEventsPlugin = fp(catalogEvents, {
  name: 'catalog-events',
  dependencies: ['rate-limit'],
});
