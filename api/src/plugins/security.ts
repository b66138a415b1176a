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
        scriptSrc: ["'self'", 'https:', "'unsafe-inline'"],
        styleSrc: ["'self'", 'https:', "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'http:', 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
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
