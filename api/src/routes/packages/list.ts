import { ApiErrorSchema, PackageListResponseSchema, PackageListingQuerySchema } from '@trippy/contracts';
import type { App } from '../../types';
import { findPackages, summariesInOrder } from '../../services/package-listing-repo';
import { planKey, planPackageQuery, type PackageQueryPlan } from '../../services/package-query';
import type { PackageSearchIndex } from '../../services/package-search-index';
import { serializedAnswer, type PackageAnswerCache } from '../../services/packages-cache';
import { todayUtc } from '../../services/today';
import { sendAnswer, serializerOf } from './send-answer';

const LIST_CACHE = 'public, max-age=60';

/** The header's search (text only, the catalogue's order, the first few): matched in memory. */
function indexedSearch(plan: PackageQueryPlan): { q: string; limit: number } | null {
  const { q, ...otherFilters } = plan.filter;
  const textOnly = q !== undefined && Object.keys(otherFilters).length === 0 && plan.sort === '';
  return textOnly && plan.window.kind === 'first' ? { q, limit: plan.window.limit } : null;
}

async function packagesFor(app: App, index: PackageSearchIndex, plan: PackageQueryPlan, today: string) {
  const search = indexedSearch(plan);
  if (!search) return findPackages(app.db, plan, today);
  return { data: await summariesInOrder(app.db, await index.search(search.q, search.limit), today) };
}

async function answerFor(
  app: App,
  index: PackageSearchIndex,
  plan: PackageQueryPlan,
  today: string,
  serialize: (payload: object) => string,
) {
  const { data, total } = await packagesFor(app, index, plan, today);
  const { window } = plan;
  const page =
    window.kind === 'page' && total !== undefined
      ? { number: window.number, size: window.size, total, pages: Math.ceil(total / window.size) }
      : undefined;
  return serializedAnswer(serialize(page ? { success: true, data, page } : { success: true, data }));
}

/**
 * GET /api/packages: the whole list, a search (q) or one page, filtered and sorted in the database; the
 * header's search (q alone) matched against the in-memory search index.
 */
export function packageListRoute(app: App, cache: PackageAnswerCache, index: PackageSearchIndex): void {
  app.get(
    '/api/packages',
    {
      // Kept answers bring their compressed copies (sendAnswer).
      compress: false,
      schema: {
        tags: ['packages'],
        summary:
          'Packages: all of them, a search (q, limit) or one page (page, pageSize), filtered and sorted',
        description:
          'Without q, page and pageSize: every package of the filters. q (3 to 100 characters after trimming) ' +
          'matches name, location, category name and description case-insensitively; at most limit (1-6, ' +
          'default 6) results unless paged. With page or pageSize the answer carries page: { number, size, ' +
          'total, pages }.',
        querystring: PackageListingQuerySchema,
        response: { 200: PackageListResponseSchema, 400: ApiErrorSchema },
      },
    },
    // Not async: a kept answer goes out without waiting on a promise.
    (request, reply) => {
      const plan = planPackageQuery(request.query);
      const today = todayUtc();
      const key = `${today}|${planKey(plan)}`;
      const ready = cache.ready(key);
      if (ready) return sendAnswer(reply, ready, LIST_CACHE);
      return cache
        .get(key, () => answerFor(app, index, plan, today, serializerOf(reply)))
        .then((answer) => sendAnswer(reply, answer, LIST_CACHE));
    },
  );
}
