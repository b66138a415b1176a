import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { siteHeaders } from '@trippy/page-server';

/** Helmet's headers that matter to an answer that is data (JSON, a PDF download), not a page. */
const API_ANSWER_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'x-frame-options',
  'strict-transport-security',
];

/**
 * Security headers, and CORS for the configured origins only (none by default). The default
 * Content-Security-Policy (JSON, files) allows nothing; the shell page (static-site) and /docs (docs) send
 * their own.
 */
async function security(app: FastifyInstance): Promise<void> {
  const headers = await siteHeaders({
    https: app.config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    paymentProvider: app.config.PAYMENT_PROVIDER,
  });
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
