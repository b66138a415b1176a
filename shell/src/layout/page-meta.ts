import { setRouteHead } from '@trippy/federation';
import { routeHead } from '../routes/route-head';

/** Title, description, robots and canonical of the current route; the page's remote may refine them. */
export function applyPageMeta(): void {
  setRouteHead(routeHead);
}
