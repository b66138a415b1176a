import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchPackages } from '@trippy/api-client';
import { createSearchEngine, type SearchEngine } from './search-engine';

/** One search engine per mounted panel, fetching GET /api/packages on a cache miss. */
export function useSearchEngine(): SearchEngine {
  const [engine] = useState(() => createSearchEngine({ loadPackages: () => fetchPackages() }));
  useEffect(() => () => engine.dispose(), [engine]);
  return engine;
}

export function useSearchState(engine: SearchEngine) {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}
