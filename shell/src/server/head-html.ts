import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  OG_LOCALES,
  pathInLocale,
  scriptJson,
  type Locale,
} from '@trippy/contracts';
import type { PageHead } from '@trippy/federation';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (url: string, origin: string): string => new URL(url, origin).href;

/** The head tags of a page: title, description, robots, canonical, Open Graph, Twitter card, JSON-LD. */
/**
 * The page in every language, and x-default (English) for the others: only for pages search engines index,
 * each language naming all of them (hreflang pairs must be mutual).
 */
function alternateLinks(canonical: string, origin: string): string[] {
  const links = LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeHtml(absolute(pathInLocale(canonical, locale), origin))}"/>`,
  );
  links.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(pathInLocale(canonical, DEFAULT_LOCALE), origin))}"/>`,
  );
  return links;
}

export function headHtml(head: PageHead, origin: string, siteName: string, locale: Locale = 'en'): string {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '')
      tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(String(value))}"/>`);
  };
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  meta('name', 'description', head.description);
  meta('name', 'robots', head.robots);
  const canonical = head.canonical ? absolute(head.canonical, origin) : undefined;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}"/>`);
  if (head.canonical?.startsWith('/') && head.robots?.startsWith('index'))
    tags.push(...alternateLinks(head.canonical, origin));
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:locale', OG_LOCALES[locale]);
  for (const other of LOCALES)
    if (other !== locale) meta('property', 'og:locale:alternate', OG_LOCALES[other]);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', canonical);
  if (head.image) {
    meta('property', 'og:image', absolute(head.image.url, origin));
    meta('property', 'og:image:width', head.image.width);
    meta('property', 'og:image:height', head.image.height);
    meta('property', 'og:image:alt', head.image.alt ?? head.title);
  }
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  if (head.image) {
    meta('name', 'twitter:image', absolute(head.image.url, origin));
    meta('name', 'twitter:image:alt', head.image.alt ?? head.title);
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(
      `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`,
    );
  }
  return tags.join('');
}
