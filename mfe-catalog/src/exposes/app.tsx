import { exposeRegion } from '@trippy/ui';
import { App as Root } from '../app';

export const { App, bootstrap, mount, unmount } = exposeRegion('catalog', Root);

/** The catalogue's pages for the sitemap: every package and destination, with when they last changed. */
export async function sitemapEntries(): Promise<{ path: string; lastmod: string }[]> {
  const { fetchPackages } = await import('@trippy/api-client');
  const packages = await fetchPackages();
  const day = (iso: string) => iso.slice(0, 10);
  const destinations = new Map<string, string>();
  for (const pkg of packages) {
    const latest = destinations.get(pkg.destination.slug);
    if (!latest || latest < pkg.updatedAt) destinations.set(pkg.destination.slug, pkg.updatedAt);
  }
  return [
    ...packages.map((pkg) => ({ path: `/packages/${pkg.slug}`, lastmod: day(pkg.updatedAt) })),
    ...[...destinations].map(([slug, updatedAt]) => ({
      path: `/destination/${slug}`,
      lastmod: day(updatedAt),
    })),
  ];
}
