import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from '@trippy/router';
import { usePageRender } from '@trippy/federation';

/** A remote's router: the request's URL on the server, the browser's history in the browser. */
export function RegionRouter({ children }: { children: ReactNode }) {
  const render = usePageRender();
  if (render) return <StaticRouter location={render.url}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}
