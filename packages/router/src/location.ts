import { createContext, useContext, useMemo } from 'react';
import { useLocation as useWouterLocation, useRouter } from 'wouter';

/** What a router knows besides the path and query: the hash and the navigation's state. */
export interface LocationExtras {
  hash: string;
  state: unknown;
}

/** The hook reading them, set by each router (browser history, the server's request, a test's memory). */
export const LocationExtrasContext = createContext<() => LocationExtras>(() => ({ hash: '', state: null }));

export interface Location {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  state: unknown;
}

/**
 * The query without its '?', as the address has it. wouter's own useSearch decodes it first (decodeURI), so
 * URLSearchParams would decode `%2541` twice.
 */
export function useRawSearch(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  return search.startsWith('?') ? search.slice(1) : search;
}

/** The current location, react-router's shape: the same object while nothing in it changes. */
export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const query = useRawSearch();
  const { hash, state } = useContext(LocationExtrasContext)();
  const search = query ? `?${query}` : '';
  return useMemo(() => ({ pathname, search, hash, state }), [pathname, search, hash, state]);
}
