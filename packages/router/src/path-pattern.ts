import { parse } from 'regexparam';

/**
 * A route path as react-router writes it (`/packages/:slug`, `/operator/*`, `*`), as wouter's parser
 * (regexparam, case-insensitive) reads it: a splat also matches its bare prefix (`/operator`), as in react-router.
 */
export function wouterPattern(path: string): string {
  return path.endsWith('/*') ? `${path}?` : path;
}

/** `child` below a splat route's `parent` ("/operator" + "bookings/:id"); an absolute child stays as written. */
export function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '*') return parent ? `${parent}/*` : '*';
  return `${parent.replace(/\/$/, '')}/${child}`;
}

const PARAM = /^:[\w-]+\??$/;

/**
 * react-router's route rank, so the most specific route wins whatever the order routes are written in: a
 * static segment counts 10, a parameter 3, a splat takes 2 off.
 */
export function routeScore(path: string): number {
  const segments = path.split('/').filter(Boolean);
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += PARAM.test(segment) ? 3 : 10;
  }
  return score;
}

interface Compiled {
  keys: string[];
  pattern: RegExp;
}

const COMPILED = new Map<string, Compiled>();

/** Patterns are the code's own routes, so the cache is as small as the route table. */
function compiled(path: string, end: boolean): Compiled {
  const key = `${end ? 'end' : 'prefix'} ${path}`;
  const known = COMPILED.get(key);
  if (known) return known;
  const made: Compiled = parse(wouterPattern(path), !end);
  COMPILED.set(key, made);
  return made;
}

/** A pattern against a whole pathname, case-insensitive: its parameters on a match, else null. */
export function matchPath(
  pattern: { path: string; end?: boolean } | string,
  pathname: string,
): { params: Record<string, string | undefined> } | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { keys, pattern: regex } = compiled(path, end);
  const found = regex.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  keys.forEach((key, index) => {
    params[key] = found[index + 1];
  });
  return { params };
}
