import { createRegionLifecycles } from '@trippy/federation';
import { RegionError } from '@trippy/ui';
import { App } from '../app';

/** single-spa lifecycles of this remote (hydrating what the server rendered); the page server renders `App`. */
export const { bootstrap, mount, unmount } = createRegionLifecycles('catalog', App, () => <RegionError />);
export { App };

/** The catalogue's pages for the sitemap: every package and destination (the page server asks for them). */
export async function sitemapEntries(): Promise<{ path: string }[]> {
  const { fetchPackages } = await import('@trippy/api-client');
  const packages = await fetchPackages();
  const destinations = [...new Set(packages.map((pkg) => pkg.destination.slug))];
  return [
    ...packages.map((pkg) => ({ path: `/packages/${pkg.slug}` })),
    ...destinations.map((slug) => ({ path: `/destination/${slug}` })),
  ];
}
