import { pathInLocale, type Locale } from '@trippy/contracts';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * The sandbox checkout's address with its `callback_url` (where it sends the browser back: a site path the
 * server writes in English) in the page's language, so a payment begun on a Hindi page comes back to /hi/….
 */
export function checkoutInLocale(checkoutUrl: string, locale: Locale): string {
  const url = new URL(checkoutUrl, window.location.origin);
  const back = url.searchParams.get('callback_url');
  if (!back?.startsWith('/')) return checkoutUrl;
  url.searchParams.set('callback_url', pathInLocale(back, locale));
  return ABSOLUTE.test(checkoutUrl) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
