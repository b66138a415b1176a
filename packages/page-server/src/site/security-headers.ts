import { RAZORPAY_CHECKOUT } from '@trippy/contracts';
import { API_DIRECTIVES, type Directives } from '../csp/policy';
import { helmetHeaders } from './helmet-headers';

/** One year, this host and its subdomains: the browser then never asks the site over plain HTTP. */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false } as const;

/**
 * What the site's pages may use of the browser's powerful features: no camera, no location; the microphone
 * on the site's own pages only (the catalogue's voice search); payment only inside Razorpay's checkout frame
 * (checkout.js opens api.razorpay.com in a frame that may ask for the Payment Request API for wallets), and
 * nowhere when the provider is the sandbox.
 */
export function permissionsPolicy(provider: 'sandbox' | 'razorpay'): string {
  const payment =
    provider === 'razorpay' ? RAZORPAY_CHECKOUT.frameOrigins.map((o) => `"${o}"`).join(' ') : '';
  return `camera=(), geolocation=(), microphone=(self), payment=(${payment})`;
}

/** Helmet takes directives by name with arrays of values. */
const helmetDirectives = (directives: Directives): Record<string, string[]> =>
  Object.fromEntries(Object.entries(directives).map(([name, values]) => [name, [...values]]));

/**
 * The security headers of every answer of the site, worked out once: helmet's, a Content-Security-Policy that
 * runs nothing (the page and /docs send their own), HSTS when the public address is https (a site on plain
 * HTTP, npm start on loopback, sends none: browsers ignore it there), and the permissions policy. The API and
 * a page server of its own send the same.
 */
export async function siteHeaders(options: {
  https: boolean;
  paymentProvider: 'sandbox' | 'razorpay';
}): Promise<Record<string, string>> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives(API_DIRECTIVES) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? HSTS : false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  headers['permissions-policy'] = permissionsPolicy(options.paymentProvider);
  return headers;
}
