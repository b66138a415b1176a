import fp from 'fastify-plugin';
import type { App } from '../../types';
import { packagesRoutesPlugin } from './routes/packages';
import { categoriesRoutesPlugin } from './routes/categories';
import { destinationsRoutesPlugin } from './routes/destinations';
import { catalogueRoutesPlugin } from './routes/operator/catalogue';
import { departureRoutesPlugin } from './routes/operator/departures';
import { imageRoutesPlugin } from './routes/operator/images';

export interface CatalogueModuleOptions {
  /** How long package answers are kept per instance (0: not at all). */
  packageCacheTtlMs: number;
}

/** Packages, categories, destinations, departures and photos: the public catalogue and its editor. */
async function catalogueModule(app: App, options: CatalogueModuleOptions): Promise<void> {
  await app.register(catalogueRoutesPlugin);
  await app.register(departureRoutesPlugin);
  await app.register(imageRoutesPlugin);
  await app.register(packagesRoutesPlugin, { cacheTtlMs: options.packageCacheTtlMs });
  await app.register(categoriesRoutesPlugin);
  await app.register(destinationsRoutesPlugin);
}

export const catalogueModulePlugin = fp(catalogueModule, {
  name: 'module-catalogue',
  dependencies: ['database', 'catalog-events', 'operator-routes', 'effects'],
});
