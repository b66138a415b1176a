import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import Redis from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countOf } from '@trippy/domain';
import { HttpError } from '../shared/http-error';

/**
 * Rate limiting, opted into per route (`config.rateLimit`): registration, one-time codes, login and leads.
 * Counters live in Redis when REDIS_URL is set, so every API instance shares them.
 */
async function rateLimiting(app: FastifyInstance): Promise<void> {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    max: app.config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'trippy-rate-limit-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${countOf(Math.ceil(context.ttl / 1000), 'second')}.`,
    }),
  });
  app.decorate('redis', redis ?? null);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

export const rateLimitPlugin = fp(rateLimiting, { name: 'rate-limit', dependencies: ['config'] });

/** Route option for the limited routes. */
export const limited = (app: FastifyInstance, factor = 1) => ({
  rateLimit: { max: Math.max(1, Math.round(app.config.RATE_LIMIT_MAX * factor)), timeWindow: '1 minute' },
});

/** The caller's address as counted: IPv4, or the IPv6 network one subscriber usually has. */
export const addressKey = (request: FastifyRequest): string => normalizeIP(request.ip);

/**
 * A limit a minute counted under several keys at once (for example per account and per address), as an
 * onRequest hook placed after authentication: when any key is over its maximum the request is answered
 * 429 with Retry-After. Counters live in Redis when REDIS_URL is set, like the routes' own limits.
 */
export function limitPerMinute(
  app: FastifyInstance,
  name: string,
  limits: Array<{ max: number; key: (request: FastifyRequest) => string }>,
): (request: FastifyRequest) => Promise<void> {
  const limiters = limits.map(({ max, key }, i) =>
    app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${name}:${i}:${key(request)}`,
    }),
  );
  return async (request) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const wait = Math.max(1, result.ttlInSeconds);
        throw new HttpError(429, `Too many requests. Please try again in ${countOf(wait, 'second')}.`, {
          'retry-after': String(wait),
        });
      }
    }
  };
}
