import {
  LangQuerySchema,
  PACKAGE_SUGGESTION_TERMS_MAX,
  PackageSuggestionsResponseSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { suggestionNames, type SuggestionNames } from '../../package-suggestions.repository';
import { serializedAnswer, type PackageAnswerCache } from '../../packages-cache';
import { sendAnswer, serializerOf } from './send-answer';

const SUGGESTIONS_CACHE = 'public, max-age=300';

/** Categories, then destinations, then packages; each name once (ignoring case), at most `max`. */
export function suggestionTerms(names: SuggestionNames, max: number): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const name of [...names.categories, ...names.destinations, ...names.packages]) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    terms.push(name.trim());
    if (terms.length === max) break;
  }
  return terms;
}

/** GET /api/packages/suggestions: the terms the search panel filters in the browser for 1-2 characters. */
export function packageSuggestionsRoute(app: App, cache: PackageAnswerCache): void {
  app.get(
    '/api/packages/suggestions',
    {
      // Kept answers bring their compressed copies (sendAnswer).
      compress: false,
      schema: {
        tags: ['packages'],
        summary: `Quick suggestions: category, destination and package names (at most ${PACKAGE_SUGGESTION_TERMS_MAX}); in Hindi with lang=hi`,
        querystring: LangQuerySchema,
        response: { 200: PackageSuggestionsResponseSchema },
      },
    },
    // Not async: a kept answer goes out without waiting on a promise.
    (request, reply) => {
      const locale = request.query.lang ?? 'en';
      const key = `suggestions|${locale}`;
      const ready = cache.ready(key);
      if (ready) return sendAnswer(reply, ready, SUGGESTIONS_CACHE);
      return cache
        .get(key, async () => {
          const names = await suggestionNames(app.db, PACKAGE_SUGGESTION_TERMS_MAX, locale);
          const data = suggestionTerms(names, PACKAGE_SUGGESTION_TERMS_MAX);
          return serializedAnswer(serializerOf(reply)({ success: true, data }));
        })
        .then((answer) => sendAnswer(reply, answer, SUGGESTIONS_CACHE));
    },
  );
}
