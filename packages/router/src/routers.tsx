import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';
import { LocationExtrasContext, type LocationExtras } from './location';

const currentHash = () => window.location.hash;
const noHash = () => '';

function useBrowserExtras(): LocationExtras {
  const state: unknown = useHistoryState();
  const hash = useLocationProperty(currentHash, noHash);
  return useMemo(() => ({ hash, state }), [hash, state]);
}

/** The browser's address bar and history: every region's router follows the same history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return (
    <LocationExtrasContext.Provider value={useBrowserExtras}>
      <Router>{children}</Router>
    </LocationExtrasContext.Provider>
  );
}

/** One request's URL (path and query), fixed for the render. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return <Router ssrPath={location}>{children}</Router>;
}
