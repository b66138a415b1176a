import { loadExposed, REMOTE_NAMES } from '@trippy/federation';
import { pathInLocale, type SitemapEntry } from '@trippy/contracts';
import { ROUTES } from '../routes/route-table';

type SitemapModule = { sitemapEntries?: () => Promise<SitemapEntry[]> };

/**
 * Every page worth finding: what each remote lists with when it changed (packages, destinations, category
 * pages, posts), then the route table's other fixed routes (without a date rather than a made-up one), each
 * in English and in Hindi. Sign-in forms, personal pages and second addresses are left out.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const fixed = ROUTES.filter(
    (route) => !route.clientOnly && !route.noindex && !route.alias && !route.path.includes(':'),
  ).map((route) => ({ path: route.path }));
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
  const english = [...listed.flat(), ...fixed].filter(
    (entry) => !seen.has(entry.path) && seen.add(entry.path),
  );
  // Every public page in both languages, the Hindi one at /hi/….
  return english.flatMap((entry) => [entry, { ...entry, path: pathInLocale(entry.path, 'hi') }]);
}
