import type { PackageSummary } from '@trippy/contracts';
import { QueryCache } from './query-cache';
import { MIN_REMOTE_QUERY, QUICK_TERMS, RESULT_CAP, SEARCH_DEBOUNCE_MS } from './search-constants';
import { quickSuggestions } from './search-match';

export type SearchMode = 'empty' | 'quick' | 'remote';

export interface SearchState {
  query: string;
  mode: SearchMode;
  /** 1-2 characters: local quick suggestions (at most 4). */
  suggestions: string[];
  /** 3+ characters: matching packages (at most 6). */
  results: PackageSummary[];
  loading: boolean;
  /** The query the results belong to (for the no-results copy). */
  searched: string;
}

export const INITIAL_SEARCH_STATE: SearchState = {
  query: '',
  mode: 'empty',
  suggestions: [],
  results: [],
  loading: false,
  searched: '',
};

export interface SearchEngineOptions {
  /** The server's search for 3+ characters (GET /api/packages?q=&limit=6). */
  search: (query: string) => Promise<PackageSummary[]>;
  /** The server's short list of terms for 1-2 characters, asked for once; the built-in terms until then. */
  loadSuggestions?: () => Promise<string[]>;
  debounceMs?: number;
  cache?: QueryCache<PackageSummary[]>;
  onError?: (error: unknown) => void;
  /** Text the field starts with (the listing's search), not searched until the visitor comes to the field. */
  initialQuery?: string;
}

export interface SearchEngine {
  getState: () => SearchState;
  setQuery: (query: string) => void;
  clear: () => void;
  subscribe: (listener: (state: SearchState) => void) => () => void;
  dispose: () => void;
  cache: QueryCache<PackageSummary[]>;
}

/**
 * The search state machine: 0 characters clears; 1-2 show quick suggestions matched locally against the
 * server's short list of terms; 3+ check the cache, then after a 300 ms debounce ask the server and cache the
 * answer. A newer query wins.
 */
export function createSearchEngine({
  search,
  loadSuggestions,
  debounceMs = SEARCH_DEBOUNCE_MS,
  cache = new QueryCache<PackageSummary[]>(),
  onError = (error) => console.error('[search] fetch failed', error),
  initialQuery = '',
}: SearchEngineOptions): SearchEngine {
  let state: SearchState = { ...INITIAL_SEARCH_STATE, query: initialQuery };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  const listeners = new Set<(state: SearchState) => void>();
  let terms: readonly string[] = QUICK_TERMS;
  let suggestionsAsked = false;

  const set = (next: SearchState) => {
    state = next;
    listeners.forEach((listener) => listener(state));
  };

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    generation += 1;
  };

  const fetchFor = async (query: string, ticket: number) => {
    try {
      const results = (await search(query)).slice(0, RESULT_CAP);
      cache.set(query, results);
      if (ticket === generation) set({ ...state, results, loading: false, searched: query });
    } catch (error) {
      onError(error);
      if (ticket === generation) set({ ...state, results: [], loading: false, searched: query });
    }
  };

  const askForSuggestions = () => {
    if (suggestionsAsked || !loadSuggestions) return;
    suggestionsAsked = true;
    loadSuggestions().then(
      (list) => {
        if (list.length === 0) return;
        terms = list;
        const text = state.query.trim();
        if (state.mode === 'quick') set({ ...state, suggestions: quickSuggestions(text, terms) });
      },
      // The built-in terms stay.
      () => undefined,
    );
  };

  const setQuery = (query: string) => {
    cancel();
    const text = query.trim();
    if (text.length === 0) return set({ ...INITIAL_SEARCH_STATE, query });
    if (text.length < MIN_REMOTE_QUERY) {
      askForSuggestions();
      return set({
        ...INITIAL_SEARCH_STATE,
        query,
        mode: 'quick',
        suggestions: quickSuggestions(text, terms),
      });
    }
    const cached = cache.get(text);
    if (cached) {
      return set({ ...INITIAL_SEARCH_STATE, query, mode: 'remote', results: cached, searched: text });
    }
    set({ ...INITIAL_SEARCH_STATE, query, mode: 'remote', loading: true, results: [], searched: '' });
    const ticket = generation;
    timer = setTimeout(() => {
      timer = undefined;
      void fetchFor(text, ticket);
    }, debounceMs);
  };

  return {
    getState: () => state,
    setQuery,
    clear: () => setQuery(''),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      cancel();
      listeners.clear();
    },
    cache,
  };
}
