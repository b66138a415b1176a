import { matchPath } from 'react-router';
import type { RemoteName } from '@trippy/federation';
import { ROUTES, type RouteDefinition } from './route-table';

/** The route owning a path, or null for the not-found page (/404 and every unknown path). */
export function matchRoute(pathname: string): RouteDefinition | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    ROUTES.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, normalized)) ??
    null
  );
}

export function ownerOf(pathname: string): RemoteName | null {
  return matchRoute(pathname)?.remote ?? null;
}
