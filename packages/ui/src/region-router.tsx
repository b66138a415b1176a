import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { usePageRender } from '@trippy/federation';

/**
 * A remote's router: the request's URL on the server, the browser's history in the browser. It lives in this
 * package, bundled into each remote, because react-router is not shared: every container bundles the parts
 * it uses (tree-shaken), so the router and the routes it serves must come from the same copy.
 */
export function RegionRouter({ children }: { children: ReactNode }) {
  const render = usePageRender();
  if (render) return <StaticRouter location={render.url}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}
