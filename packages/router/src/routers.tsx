import { useMemo, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';
import { LocationExtrasContext, type LocationExtras } from './location';
import { localeBaseOf } from './locale';

const currentHash = () => window.location.hash;
const noHash = () => '';

function useBrowserExtras(): LocationExtras {
  const state: unknown = useHistoryState();
  const hash = useLocationProperty(currentHash, noHash);
  return useMemo(() => ({ hash, state }), [hash, state]);
}

/**
 * The browser's address bar and history: every region's router follows the same history. The page's language
 * is its base (/hi): paths inside are the site's paths, and links stay in the language. Changing language
 * loads the other language's page, so the base is fixed for the page's life.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [base] = useState(() => localeBaseOf(window.location.pathname));
  return (
    <LocationExtrasContext.Provider value={useBrowserExtras}>
      <Router base={base}>{children}</Router>
    </LocationExtrasContext.Provider>
  );
}

/** One request's URL (path and query), fixed for the render. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return (
    <Router ssrPath={location} base={localeBaseOf(location)}>
      {children}
    </Router>
  );
}
