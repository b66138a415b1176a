import type { PageHead } from '@trippy/federation';
import { SHARE_CARD, shareCardPath } from '@trippy/contracts';
import { matchRoute, withoutTrailingSlashes } from './match-route';
import { NOT_FOUND_TITLE } from './route-table';

/** Head of a path from the route table; the page's remote refines it (a package's own title and picture). */
export function routeHead(pathname: string): PageHead {
  const route = matchRoute(pathname);
  if (!route) return { title: NOT_FOUND_TITLE, description: 'This page does not exist.', robots: 'noindex' };
  const path = withoutTrailingSlashes(pathname);
  // Static routes match case-insensitively (/Destination): their canonical spelling is the table's.
  const canonical = route.path.includes(':') ? path : route.path;
  return {
    title: route.title,
    description: route.description,
    robots: route.clientOnly ? 'noindex,nofollow' : route.noindex ? 'noindex,follow' : 'index,follow',
    canonical,
    type: 'website',
    // Its share card (the API's, from the path): a package's page names its own through the catalog remote.
    ...(route.clientOnly || route.noindex
      ? {}
      : {
          image: {
            url: shareCardPath(canonical),
            width: SHARE_CARD.width,
            height: SHARE_CARD.height,
            alt: route.title,
          },
        }),
  };
}
