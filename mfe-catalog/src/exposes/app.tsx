import { exposeRegion } from '@trippy/ui';
import { App as Root } from '../app';

export const { App, bootstrap, mount, unmount } = exposeRegion('catalog', Root);

/**
 * The catalogue's pages for the sitemap, each with the day it last changed: every package and destination, the
 * listing, and the category pages (the latest change among the packages each shows).
 */
export async function sitemapEntries(): Promise<{ path: string; lastmod: string }[]> {
  const [{ fetchPackages }, { CATEGORY_PAGES }] = await Promise.all([
    import('@trippy/api-client'),
    import('../categories/category-pages'),
  ]);
  const packages = await fetchPackages();
  const day = (iso: string) => iso.slice(0, 10);
  const latest = new Map<string, string>();
  const saw = (key: string, updatedAt: string) => {
    const seen = latest.get(key);
    if (!seen || seen < updatedAt) latest.set(key, updatedAt);
  };
  for (const pkg of packages) {
    saw(`/destination/${pkg.destination.slug}`, pkg.updatedAt);
    saw(`category:${pkg.category.slug}`, pkg.updatedAt);
    saw('/packages', pkg.updatedAt);
  }
  const categories = CATEGORY_PAGES.flatMap((page) => {
    const updatedAt = latest.get(`category:${page.category}`);
    return updatedAt ? [{ path: page.path, lastmod: day(updatedAt) }] : [];
  });
  return [
    ...packages.map((pkg) => ({ path: `/packages/${pkg.slug}`, lastmod: day(pkg.updatedAt) })),
    ...[...latest]
      .filter(([key]) => key.startsWith('/'))
      .map(([path, updatedAt]) => ({ path, lastmod: day(updatedAt) })),
    ...categories,
  ];
}
