import { LOCALE_BASE, type PageQueryRule } from '@trippy/contracts';
import { ROUTES } from '../routes/route-table';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's path as a pattern over request paths, in either language (/hi/…): `:name` is one segment;
 * trailing slashes allowed.
 */
const patternOf = (path: string): string =>
  `^(?:${LOCALE_BASE.hi})?${path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/')}/*$`;

/** The query parameters each route's page depends on, for the page server's kept renders (page-render.ts). */
export function pageQueryRules(): PageQueryRule[] {
  return ROUTES.filter((route) => route.query).map((route) => ({
    pattern: patternOf(route.path),
    params: [...(route.query ?? [])],
  }));
}
