import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { readMigrations } from '../db/migrate';
import { appliedMigrationVersions } from '../db/migrations.repository';

type Check = 'ok' | 'not configured' | string;

/**
 * GET /health/live: the process answers. GET /health/ready: it can serve (database answering, every
 * migration applied, Redis answering when configured); the proxy sends traffic only to ready instances.
 */
async function health(app: FastifyInstance): Promise<void> {
  const expected = readMigrations().map((migration) => migration.version);

  async function database(): Promise<Check> {
    const applied = new Set(await appliedMigrationVersions(app.db));
    const missing = expected.filter((version) => !applied.has(version));
    return missing.length === 0 ? 'ok' : `migrations pending: ${missing.join(', ')}`;
  }

  async function redis(): Promise<Check> {
    if (!app.redis) return 'not configured';
    return (await app.redis.ping()) === 'PONG' ? 'ok' : 'no answer';
  }

  const settle = async (check: () => Promise<Check>): Promise<Check> => {
    try {
      return await check();
    } catch {
      return 'unreachable';
    }
  };

  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const checks = { database: await settle(database), redis: await settle(redis) };
    const ready = Object.values(checks).every((check) => check === 'ok' || check === 'not configured');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}

export const healthPlugin = fp(health, { name: 'health', dependencies: ['database', 'rate-limit'] });
