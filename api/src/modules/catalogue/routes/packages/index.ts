import fp from 'fastify-plugin';
import type { App } from '../../../../types';
import { PackageAnswerCache } from '../../packages-cache';
import { PackageListingIndex } from '../../package-listing-index';
import { listedPackagesInCatalogueOrder } from '../../package-listing.repository';
import { packageListRoute } from './list';
import { packageSuggestionsRoute } from './suggestions';
import { packageDetailRoute } from './detail';
import { PackageDescriptions } from '../../package-descriptions';

/** Kept answers per instance: at most 32 MB (the whole list of 2,000 packages is about 1 MB of JSON). */
const CACHE_LIMITS = { maxBytes: 32 * 1024 * 1024, maxEntries: 500 };
/**
 * The listing index is read again at every catalogue change (every instance hears of it), at every new day,
 * and in the background once this old, should a change notice be lost.
 */
const LISTING_INDEX_MAX_AGE_MS = 30_000;

export interface PackagesRoutesOptions {
  /** How long an answer is kept (0: not at all). */
  cacheTtlMs: number;
}

/** GET /api/packages (list, search, pages), /api/packages/suggestions and /api/packages/:slugOrId. */
async function packagesRoutes(app: App, options: PackagesRoutesOptions): Promise<void> {
  const cache = new PackageAnswerCache({ ...CACHE_LIMITS, ttlMs: options.cacheTtlMs });
  const descriptions = new PackageDescriptions(options.cacheTtlMs);
  const index = new PackageListingIndex({
    load: (today) => listedPackagesInCatalogueOrder(app.db, today),
    maxAgeMs: LISTING_INDEX_MAX_AGE_MS,
    onRefreshError: (error) => app.log.warn({ err: error }, 'package listing index: background read failed'),
  });
  // Lists and package answers show no seat counts: only a catalogue change drops them.
  app.catalog.onChange((change) => {
    if (change.kind !== 'catalogue') return;
    cache.clear();
    index.clear();
    descriptions.clear();
  });
  packageListRoute(app, cache, index);
  // A static segment wins over the parameter in Fastify's router, whatever the order of registration.
  packageSuggestionsRoute(app, cache);
  packageDetailRoute(app, descriptions);
}

export const packagesRoutesPlugin = fp(packagesRoutes, {
  name: 'routes-packages',
  dependencies: ['database', 'catalog-events'],
});
