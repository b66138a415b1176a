import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { packagePagesOf } from '../modules/catalogue/packages.repository';

const CHANNEL = 'trippy-catalog-changed';
/** A change notice names a few packages; anything longer on the channel is not one of ours. */
const MAX_MESSAGE_LENGTH = 10_000;

/** The public pages a package's seats appear on: its page by slug, and the old address by id. */
export interface PackagePages {
  id: string;
  slug: string;
}

/**
 * What changed: the catalogue (packages, batches, prices: every page and list may show it), or only the seats
 * left on some packages' departures (shown on those packages' own pages only; lists show no seat counts).
 */
export type CatalogChange = { kind: 'catalogue' } | { kind: 'seats'; packages: PackagePages[] };

export interface CatalogEvents {
  /** Tell every instance (through Redis when configured) that packages, batches or prices changed. */
  changed(): Promise<void>;
  /** Tell every instance that seats were taken or returned on these packages' departures. */
  seatsChanged(packageIds: readonly string[]): Promise<void>;
  /** Run `listener` on every instance when the catalogue changed (e.g. to drop a cache). */
  onChange(listener: (change: CatalogChange) => void): void;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/** A notice from the channel, checked; anything unreadable is taken as "everything changed", the safe side. */
export function readCatalogChange(message: string): CatalogChange {
  if (message.length > MAX_MESSAGE_LENGTH) return { kind: 'catalogue' };
  try {
    const parsed = JSON.parse(message) as { kind?: unknown; packages?: unknown };
    const packages = parsed.packages;
    if (
      parsed.kind === 'seats' &&
      Array.isArray(packages) &&
      packages.every((item: { id?: unknown; slug?: unknown }) => isText(item?.id) && isText(item?.slug))
    )
      return { kind: 'seats', packages: (packages as PackagePages[]).map(({ id, slug }) => ({ id, slug })) };
  } catch {
    // not JSON: an older instance's plain notice
  }
  return { kind: 'catalogue' };
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
