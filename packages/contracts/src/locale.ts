/**
 * The site's languages. English keeps today's paths; Hindi lives under /hi/ (every public route). The
 * language of a page is its path's, so the shell and every remote read it from the one shared location.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags: the page's `lang`, `hreflang` and `Intl`'s locale (Indian grouping, Hindi month names). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
/** The html element's `lang`: plain `hi` as the issue and crawlers expect; English stays en-IN. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };
/** Open Graph's locale spelling. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The path prefix of a language: '' for English. */
export const LOCALE_BASE: Record<Locale, string> = { en: '', hi: '/hi' };

/** Where the visitor's choice is kept in the browser. */
export const LOCALE_STORAGE_KEY = 'trippy.locale';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** The language of a path (its query and hash aside): Hindi for /hi and /hi/…, English for everything else. */
export function localeOfPath(path: string): Locale {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The path without its language prefix, query and hash kept: /hi/packages/x → /packages/x, /hi?q=1 → /?q=1. */
export function pathWithoutLocale(path: string): string {
  if (localeOfPath(path) === 'en') return path;
  const rest = path.slice(LOCALE_BASE.hi.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A site path (query and hash kept) in a language, whichever language it was in: /packages?x=1 →
 * /hi/packages?x=1 in Hindi, /hi/about → /about in English.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const sitePath = pathWithoutLocale(path);
  if (locale === 'en' || !sitePath.startsWith('/')) return sitePath;
  // The home page is /hi itself, its query and hash on it: /?q=x → /hi?q=x.
  if (sitePath === '/' || sitePath.startsWith('/?') || sitePath.startsWith('/#'))
    return `${LOCALE_BASE.hi}${sitePath.slice(1)}`;
  return `${LOCALE_BASE.hi}${sitePath}`;
}
