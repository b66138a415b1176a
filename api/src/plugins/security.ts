import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Security headers with a CSP that fits the single-page site, and CORS limited to the configured origins. */
async function security(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Remotes may be served from another origin (the runtime remote configuration), so http: and https: too.
        scriptSrc: ["'self'", "'unsafe-inline'", 'http:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'http:', 'https:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:', 'http:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'http:', 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
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
