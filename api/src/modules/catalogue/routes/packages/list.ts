import {
  ApiErrorSchema,
  PackageListResponseSchema,
  PackageListingQuerySchema,
  type Locale,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { planKey, planPackageQuery, type PackageQueryPlan } from '../../package-query';
import type { PackageListingIndex } from '../../package-listing-index';
import { serializedAnswer, type PackageAnswerCache } from '../../packages-cache';
import { todayUtc } from '../../../bookings/today';
import { sendAnswer, serializerOf } from './send-answer';

const LIST_CACHE = 'public, max-age=60';

/** The whole list, which every listing page asks for first: planned once, not on each request. */
const WHOLE_LIST = planPackageQuery({});
const WHOLE_LIST_KEY = planKey(WHOLE_LIST);

const isEmpty = (query: object): boolean => {
  for (const _ in query) return false;
  return true;
};

/** The whole list, a search or a page: matched, sorted, counted and cut from the listing index. */
async function answerFor(
  index: PackageListingIndex,
  plan: PackageQueryPlan,
  today: string,
  locale: Locale,
  serialize: (payload: object) => string,
) {
  const { filter, sort, window } = plan;
  if (window.kind !== 'page') {
    const limit = window.kind === 'first' ? window.limit : undefined;
    const { packages } = await index.find({ filter, sort, offset: 0, limit }, today, locale);
    return serializedAnswer(serialize({ success: true, data: packages }));
  }
  const { number, size } = window;
  const { packages, total } = await index.find(
    { filter, sort, offset: (number - 1) * size, limit: size },
    today,
    locale,
  );
  const page = { number, size, total, pages: Math.ceil(total / size) };
  return serializedAnswer(serialize({ success: true, data: packages, page }));
}

/** GET /api/packages: the whole list, a search (q) or one page, filtered and sorted. */
export function packageListRoute(app: App, cache: PackageAnswerCache, index: PackageListingIndex): void {
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
          'matches name, location, category name and description ignoring case, accents, spaces and ' +
          'hyphens, with synonyms (Kedar, केदारनाथ, VOF...) and one typo in a word of 5+ letters; at most limit (1-6, ' +
          'default 6) results unless paged. With page or pageSize the answer carries page: { number, size, ' +
          'total, pages }. With lang=hi the names (package, place, duration, category, destination) are in ' +
          'Hindi where they have one; a search matches either language.',
        querystring: PackageListingQuerySchema,
        response: { 200: PackageListResponseSchema, 400: ApiErrorSchema },
      },
    },
    // Not async: a kept answer goes out without waiting on a promise.
    (request, reply) => {
      const { lang: locale = 'en', ...query } = request.query;
      const whole = isEmpty(query);
      const plan = whole ? WHOLE_LIST : planPackageQuery(query);
      const today = todayUtc();
      const key = `${today}|${locale}|${whole ? WHOLE_LIST_KEY : planKey(plan)}`;
      const ready = cache.ready(key);
      if (ready) return sendAnswer(reply, ready, LIST_CACHE);
      return cache
        .get(key, () => answerFor(index, plan, today, locale, serializerOf(reply)))
        .then((answer) => sendAnswer(reply, answer, LIST_CACHE));
    },
  );
}
