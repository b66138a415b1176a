import { matchPath } from '@trippy/router';
import type { RemoteName } from '@trippy/federation';
import { ROUTES, type RouteDefinition } from './route-table';

/**
 * The path without trailing slashes ("/" stays "/"). A loop, not /\/+$/: that pattern is quadratic on a long
 * run of slashes, and the server now matches every request's path.
 */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/** The route owning a path, or null for the not-found page (/404 and every unknown path). */
export function matchRoute(pathname: string): RouteDefinition | null {
  const normalized = withoutTrailingSlashes(pathname);
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, normalized)) ?? null;
}

export function ownerOf(pathname: string): RemoteName | null {
  return matchRoute(pathname)?.remote ?? null;
}
