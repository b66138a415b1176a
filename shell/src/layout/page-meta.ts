import { setRouteHead, whenInteractive } from '@trippy/federation';
import { routeHead } from '../routes/route-head';
import type { RouteTexts } from '../routes/route-texts';

let texts: RouteTexts | undefined;
let loading: Promise<void> | undefined;

/** The route texts, fetched once (a chunk of their own: a page's head came with its HTML). */
function loadTexts(): Promise<void> {
  loading ??= import(/* webpackChunkName: "route-texts" */ '../routes/route-texts').then(
    (module) => {
      texts = module.ROUTE_TEXTS;
    },
    () => {
      // Titles stay as they were until a later navigation tries again.
      loading = undefined;
    },
  );
  return loading;
}

const headOf = (pathname: string) => routeHead(pathname, texts);

/**
 * Title, description, robots and canonical of the current route; the page's remote may refine them. The
 * first page's came with its HTML, so the titles load at the first interaction (or idle moment), ahead of a
 * navigation; one that comes sooner loads them and writes the head again once they are here.
 */
export function applyPageMeta(first: boolean): void {
  setRouteHead(headOf);
  if (texts) return;
  if (first) void whenInteractive().then(loadTexts);
  else void loadTexts().then(() => texts && setRouteHead(headOf));
}
