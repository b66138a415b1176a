import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { RAZORPAY_CHECKOUT } from '@trippy/contracts';
import { API_DIRECTIVES, type Directives } from '../csp/policy';
import { helmetHeaders } from '../security/helmet-headers';

/** Helmet's headers that matter to an answer that is data (JSON, a PDF download), not a page. */
const API_ANSWER_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'x-frame-options',
  'strict-transport-security',
];

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
 * Security headers, and CORS for the configured origins only (none by default). The default
 * Content-Security-Policy (JSON, files) allows nothing; the shell page (static-site) and /docs (docs) send
 * their own.
 */
async function security(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives(API_DIRECTIVES) },
    crossOriginEmbedderPolicy: false,
    // HSTS when the site's public address is https (PUBLIC_ORIGIN), on every answer; a site on plain HTTP
    // (npm start, loopback) sends none, as browsers would ignore it there anyway.
    strictTransportSecurity: app.config.PUBLIC_ORIGIN?.startsWith('https://') ? HSTS : false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  headers['permissions-policy'] = permissionsPolicy(app.config.PAYMENT_PROVIDER);
  const apiHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => API_ANSWER_HEADERS.includes(name)),
  );
  // On every answer, 404s and errors included; a route may set its own (the page's and /docs' policies).
  // The API's answers are data, never a document a browser displays or frames: they carry the headers that
  // still matter to data (no content sniffing, a policy that runs nothing, who may embed it), not the rest.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
  // The site calls the API on its own origin, which needs no CORS: it is answered only for configured origins
  // (an API on an origin of its own), and costs nothing per request when there are none.
  if (app.config.CORS_ORIGINS.length === 0) return;
  const allowed = new Set(app.config.CORS_ORIGINS);
  await app.register(cors, {
    // A request without Origin is not a cross-origin one (the site's own calls): no CORS headers to read.
    // Every answer still varies on Origin.
    origin: (origin, callback) => callback(null, !!origin && (allowed.has(origin) || allowed.has('*'))),
    credentials: true,
    exposedHeaders: ['ETag'],
  });
}

export const securityPlugin = fp(security, { name: 'security', dependencies: ['config'] });
