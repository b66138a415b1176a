import { createContext, useContext, useMemo } from 'react';
import { useLocation as useWouterLocation, useSearch } from 'wouter';

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

/** The current location, react-router's shape: the same object while nothing in it changes. */
export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const query = useSearch();
  const { hash, state } = useContext(LocationExtrasContext)();
  const search = query ? `?${query}` : '';
  return useMemo(() => ({ pathname, search, hash, state }), [pathname, search, hash, state]);
}
