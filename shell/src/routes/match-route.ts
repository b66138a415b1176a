import { matchPath } from '@trippy/router';
import type { RemoteName } from '@trippy/federation';
import { localeOfPath, pathWithoutLocale } from '@trippy/contracts';
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

/**
 * The route owning a path in either language (/hi/packages/x is /packages/x in Hindi), or null for the
 * not-found page (/404 and every unknown path). The back office is English only: /hi/operator is not found.
 */
export function matchRoute(pathname: string): RouteDefinition | null {
  const normalized = withoutTrailingSlashes(pathWithoutLocale(withoutTrailingSlashes(pathname)));
  const route =
    ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, normalized)) ?? null;
  return route?.operator && localeOfPath(pathname) !== 'en' ? null : route;
}

export function ownerOf(pathname: string): RemoteName | null {
  return matchRoute(pathname)?.remote ?? null;
}
