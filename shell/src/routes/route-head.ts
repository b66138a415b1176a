import type { PageHead } from '@trippy/federation';
import { matchRoute, withoutTrailingSlashes } from './match-route';
import { NOT_FOUND_TITLE } from './route-table';

/** Head of a path from the route table; the page's remote refines it (a package's own title and picture). */
export function routeHead(pathname: string): PageHead {
  const route = matchRoute(pathname);
  if (!route) return { title: NOT_FOUND_TITLE, description: 'This page does not exist.', robots: 'noindex' };
  const path = withoutTrailingSlashes(pathname);
  return {
    title: route.title,
    description: route.description,
    robots: route.clientOnly ? 'noindex,nofollow' : 'index,follow',
    // Static routes match case-insensitively (/Destination): their canonical spelling is the table's.
    canonical: route.path.includes(':') ? path : route.path,
    type: 'website',
  };
}
