import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { API_DIRECTIVES, type Directives } from '../csp/policy';

/** Helmet takes directives by name with arrays of values. */
const helmetDirectives = (directives: Directives): Record<string, string[]> =>
  Object.fromEntries(Object.entries(directives).map(([name, values]) => [name, [...values]]));

/**
 * Security headers, and CORS limited to the configured origins. The default Content-Security-Policy (JSON,
 * files) allows nothing; the shell page (static-site) and /docs (docs) send their own.
 */
async function security(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives(API_DIRECTIVES) },
    crossOriginEmbedderPolicy: false,
    // The site is also served over plain HTTP on loopback; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const allowed = new Set(app.config.CORS_ORIGINS);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin) || allowed.has('*')),
    credentials: true,
    exposedHeaders: ['ETag'],
  });
}

export const securityPlugin = fp(security, { name: 'security', dependencies: ['config'] });
