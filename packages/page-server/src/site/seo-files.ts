import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, pathInLocale } from '@trippy/contracts';
import { requestOrigin, type PageServer } from '../render/page-server';

/** Routes that are personal, a booking step or the back office: never crawled (they are noindex too). */
const DISALLOWED = [
  '/profile',
  '/booking/',
  '/booking-confirmation',
  '/booking-success',
  '/operator',
  '/api/',
];

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's address in every language and x-default (English), as its own head names them. */
function alternates(path: string, origin: string): string {
  const link = (hreflang: string, localized: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(new URL(localized, origin).href)}"/>`;
  return [
    ...LOCALES.map((locale) => link(LOCALE_TAGS[locale], pathInLocale(path, locale))),
    link('x-default', pathInLocale(path, DEFAULT_LOCALE)),
  ].join('');
}

/**
 * robots.txt and sitemap.xml. The sitemap's URLs come from the shell and the remotes themselves (their Node
 * builds list their routes, packages, destinations and posts), so a new blog post deployed in mfe-content
 * is in it without touching this server.
 */
export function registerSeoFiles(
  app: FastifyInstance,
  { pageServer, publicOrigin }: { pageServer: PageServer | null; publicOrigin?: string },
): void {
  const originOf = (request: { protocol: string; host: string }) => publicOrigin ?? requestOrigin(request);
  // URLs built from the request's Host header must not be kept by a shared cache.
  const cacheControl = (maxAge: number) => (publicOrigin ? `public, max-age=${maxAge}` : 'no-cache');

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
    ];
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entries = pageServer ? await pageServer.sitemap() : null;
    if (!entries)
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ success: false, message: 'The sitemap is not available right now' });
    const origin = originOf(request);
    const urls = entries
      .map(({ path, lastmod }) => {
        const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
        return `<url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates(path, origin)}</url>`;
      })
      .join('');
    return reply
      .header('Cache-Control', cacheControl(600))
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`,
      );
  });
}
