import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';

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
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
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
