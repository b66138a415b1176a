import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchSearchSuggestions, searchPackages } from '@trippy/api-client';
import { createSearchEngine, type SearchEngine } from './search-engine';

/** One search engine per mounted panel, asking the server's search on a cache miss. */
export function useSearchEngine(initialQuery = ''): SearchEngine {
  const [engine] = useState(() =>
    createSearchEngine({
      search: (query) => searchPackages(query),
      loadSuggestions: fetchSearchSuggestions,
      initialQuery,
    }),
  );
  useEffect(() => () => engine.dispose(), [engine]);
  return engine;
}

export function useSearchState(engine: SearchEngine) {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}
