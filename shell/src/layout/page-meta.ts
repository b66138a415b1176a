import { setRouteHead, whenInteractive } from '@trippy/federation';
import { localeOfPath } from '@trippy/contracts/src/locale';
import { routeHead } from '../routes/route-head';
import type { RouteTexts } from '../routes/route-texts';

let texts: RouteTexts | undefined;
let loading: Promise<void> | undefined;

/** The route texts, fetched once (a chunk of their own: a page's head came with its HTML). */
function loadTexts(): Promise<void> {
  loading ??= (
    localeOfPath(window.location.pathname) === 'hi'
      ? import(/* webpackChunkName: "route-texts-hi" */ '../routes/route-texts-hi').then(
          (m) => m.ROUTE_TEXTS_HI,
        )
      : import(/* webpackChunkName: "route-texts" */ '../routes/route-texts').then((m) => m.ROUTE_TEXTS)
  ).then(
    (loaded) => {
      texts = loaded;
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
