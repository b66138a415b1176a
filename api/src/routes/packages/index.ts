import fp from 'fastify-plugin';
import type { App } from '../../types';
import { PackageAnswerCache } from '../../services/packages-cache';
import { packageListRoute } from './list';
import { packageSuggestionsRoute } from './suggestions';
import { packageDetailRoute } from './detail';

/** Kept answers per instance: at most 32 MB (the whole list of 2,000 packages is about 1 MB of JSON). */
const CACHE_LIMITS = { maxBytes: 32 * 1024 * 1024, maxEntries: 500 };

export interface PackagesRoutesOptions {
  /** How long an answer is kept (0: not at all). */
  cacheTtlMs: number;
}

/** GET /api/packages (list, search, pages), /api/packages/suggestions and /api/packages/:slugOrId. */
async function packagesRoutes(app: App, options: PackagesRoutesOptions): Promise<void> {
  const cache = new PackageAnswerCache({ ...CACHE_LIMITS, ttlMs: options.cacheTtlMs });
  app.catalog.onChange(() => cache.clear());
  packageListRoute(app, cache);
  // A static segment wins over the parameter in Fastify's router, whatever the order of registration.
  packageSuggestionsRoute(app, cache);
  packageDetailRoute(app);
}

export const packagesRoutesPlugin = fp(packagesRoutes, {
  name: 'routes-packages',
  dependencies: ['database', 'catalog-events'],
});
