import type { PageHead } from '@trippy/federation';
import { localeOfPath, pathInLocale, pathWithoutLocale, SHARE_CARD, shareCardPath } from '@trippy/contracts';
import { matchRoute, withoutTrailingSlashes } from './match-route';
import type { RouteTexts } from './route-texts';

/**
 * Head of a path from the route table; the page's remote refines it (a package's own title and picture).
 * Without the route texts (the browser before its first navigation) it leaves the title and description out.
 */
export function routeHead(pathname: string, texts?: RouteTexts): PageHead {
  const route = matchRoute(pathname);
  if (!route) return { ...texts?.notFound, robots: 'noindex' };
  const text = texts?.byPath[route.path];
  const path = withoutTrailingSlashes(pathWithoutLocale(withoutTrailingSlashes(pathname)));
  // Static routes match case-insensitively (/Destination): their canonical spelling is the table's.
  const canonical = pathInLocale(route.path.includes(':') ? path : route.path, localeOfPath(pathname));
  return {
    ...text,
    robots: route.clientOnly ? 'noindex,nofollow' : route.noindex ? 'noindex,follow' : 'index,follow',
    canonical,
    type: 'website',
    // Its share card (the API's, from the path): a package's page names its own through the catalog remote.
    ...(route.clientOnly || route.noindex
      ? {}
      : {
          image: {
            url: shareCardPath(pathWithoutLocale(canonical)),
            width: SHARE_CARD.width,
            height: SHARE_CARD.height,
            alt: text?.title,
          },
        }),
  };
}
