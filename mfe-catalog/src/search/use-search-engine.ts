import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { fetchSearchSuggestions, searchPackages } from '@trippy/api-client';
import type { Locale } from '@trippy/contracts';
import { createSearchEngine, type SearchEngine } from './search-engine';

/**
 * One search engine per mounted panel and language, asking the server's search on a cache miss: results and
 * suggestions name packages in the page's language.
 */
export function useSearchEngine(locale: Locale, initialQuery = ''): SearchEngine {
  // Made again only when the page's language changes (its first query is where the panel started).
  const engine = useMemo(
    () =>
      createSearchEngine({
        search: (query) => searchPackages(query, { locale }),
        loadSuggestions: () => fetchSearchSuggestions(locale),
        initialQuery,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );
  useEffect(() => () => engine.dispose(), [engine]);
  return engine;
}

export function useSearchState(engine: SearchEngine) {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}
