import { loadExposed, REMOTE_NAMES } from '@trippy/federation';
import type { SitemapEntry } from '@trippy/contracts';
import { ROUTES } from '../routes/route-table';

type SitemapModule = { sitemapEntries?: () => Promise<SitemapEntry[]> };

/** Every public page: the route table's fixed routes, then what each remote lists (packages, posts). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const fixed = ROUTES.filter((route) => !route.clientOnly && !route.path.includes(':')).map((route) => ({
    path: route.path,
  }));
  const listed = await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      try {
        const module = await loadExposed<SitemapModule>(remote, 'app');
        return (await module.sitemapEntries?.()) ?? [];
      } catch (error) {
        console.warn(`[ssr] sitemap of ${remote} failed:`, error instanceof Error ? error.message : error);
        return [];
      }
    }),
  );
  const seen = new Set<string>();
  return [...fixed, ...listed.flat()].filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}
