import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CATALOG_CHANGED_CHANNEL as CHANNEL, readCatalogChange, type CatalogChange } from '@trippy/contracts';
import { packagePagesOf } from '../modules/catalogue/packages.repository';

export type { CatalogChange } from '@trippy/contracts';

export interface CatalogEvents {
  /** Tell every instance (through Redis when configured) that packages, batches or prices changed. */
  changed(): Promise<void>;
  /** Tell every instance that seats were taken or returned on these packages' departures. */
  seatsChanged(packageIds: readonly string[]): Promise<void>;
  /** Run `listener` on every instance when the catalogue changed (e.g. to drop a cache). */
  onChange(listener: (change: CatalogChange) => void): void;
}

/**
 * Catalogue and seat changes reach every API instance: each keeps short-lived caches of the package list and
 * of rendered pages, and a change made through one instance must be seen through the others at once, not
 * after the cache expires. This instance's listeners run before the writer's answer leaves, so the writer's
 * next page shows the change; the others hear it through Redis (and this one again, which is harmless).
 */
async function catalogEvents(app: FastifyInstance): Promise<void> {
  const listeners: Array<(change: CatalogChange) => void> = [];
  const notifyLocal = (change: CatalogChange) => listeners.forEach((listener) => listener(change));
  const subscriber = app.redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === CHANNEL) notifyLocal(readCatalogChange(message));
    });
    app.addHook('onClose', async () => void (await subscriber.quit()));
  }
  const publish = async (change: CatalogChange) => {
    notifyLocal(change);
    if (app.redis) await app.redis.publish(CHANNEL, JSON.stringify(change));
  };
  app.decorate('catalog', {
    changed: () => publish({ kind: 'catalogue' }),
    async seatsChanged(packageIds) {
      if (packageIds.length === 0) return;
      await publish({ kind: 'seats', packages: await packagePagesOf(app.db, packageIds) });
    },
    onChange(listener) {
      listeners.push(listener);
    },
  } satisfies CatalogEvents);
}

export const catalogEventsPlugin = fp(catalogEvents, {
  name: 'catalog-events',
  dependencies: ['rate-limit', 'database'],
});
