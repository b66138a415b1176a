import type { PageQueryRule } from '@trippy/contracts';

/** Normalises a page's path and query to what its render depends on. */
export type PageAddress = (url: string) => string;

/** A shell build that declares no rules (older than them): every address is its own page, as before. */
export const keepWholeAddress: PageAddress = (url) => url;

/**
 * The address a page is rendered for and kept under: its path and only the query parameters its route
 * declares, sorted by name (so `?b=2&a=1` and `?a=1&b=2` are one page); every other parameter is dropped.
 * A route without declared parameters is its path alone, whatever query comes with it. The addresses given
 * are at most 2,048 characters (the page server renders nothing longer), and the shell's patterns are a route
 * path's segments with `[^/]+` for a parameter and `/*$` at the end: no nested repetition, linear matching.
 */
export function pageAddressOf(rules: readonly PageQueryRule[]): PageAddress {
  const compiled = rules.map((rule) => ({
    pattern: new RegExp(rule.pattern, 'i'),
    params: new Set(rule.params),
  }));
  return (url) => {
    const at = url.indexOf('?');
    if (at === -1) return url;
    const path = url.slice(0, at);
    const declared = compiled.find((rule) => rule.pattern.test(path))?.params;
    if (!declared) return path;
    const kept = [...new URLSearchParams(url.slice(at + 1))]
      .filter(([name]) => declared.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
  };
}
