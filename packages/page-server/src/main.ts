// A page server of its own: the site's pages and files in a process apart from the API, whose data it asks
// for over HTTP (kept-alive connections). nginx sends pages here and /api to the API (deploy/start-cluster.sh).
import Fastify from 'fastify';
import closeWithGrace from 'close-with-grace';
import Redis from 'ioredis';
import { CATALOG_CHANGED_CHANNEL, readCatalogChange, type CatalogChange } from '@trippy/contracts';
import { loadPageServerEnv } from './env';
import { staticSitePlugin } from './site/static-site';
import { siteHeaders } from './site/security-headers';
import { requestIdOf, requestIdPlugin } from './site/request-id';
import { compressionPlugin } from './compression/compression-plugin';

/** The catalogue's change notices from the API, through Redis: kept renders that show a change are dropped. */
async function catalogChanges(redisUrl: string | undefined) {
  const listeners: Array<(change: CatalogChange) => void> = [];
  const subscriber = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (subscriber) {
    await subscriber.subscribe(CATALOG_CHANGED_CHANNEL);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CATALOG_CHANGED_CHANNEL) return;
      const change = readCatalogChange(message);
      for (const listener of listeners) listener(change);
    });
  }
  return {
    onChange: (listener: (change: CatalogChange) => void) => void listeners.push(listener),
    close: async () => void (await subscriber?.quit()),
  };
}

async function main(): Promise<void> {
  const env = loadPageServerEnv();
  const app = Fastify({
    logger: { level: env.NODE_ENV === 'production' ? 'info' : 'debug' },
    disableRequestLogging: !env.LOG_REQUESTS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.IDLE_TIMEOUT_MS,
    keepAliveTimeout: Math.max(1000, env.IDLE_TIMEOUT_MS - 5000),
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    trustProxy: env.TRUST_PROXY,
  });
  const headers = await siteHeaders({
    https: env.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    paymentProvider: env.PAYMENT_PROVIDER,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(requestIdPlugin);
  await app.register(compressionPlugin);
  const changes = await catalogChanges(env.REDIS_URL);
  app.addHook('onClose', changes.close);
  // For the start script and a load balancer: this process answers (its renders may still warm up).
  app.get('/health/live', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  await app.register(staticSitePlugin, {
    siteRoot: env.SITE_ROOT,
    remotesConfigFile: env.REMOTES_CONFIG,
    ssr: {
      regionDeadlineMs: env.SSR_REGION_DEADLINE_MS,
      renderTimeoutMs: env.SSR_TIMEOUT_MS,
      threads: env.SSR_THREADS,
      publicOrigin: env.PUBLIC_ORIGIN,
      renderCacheMs: env.SSR_CACHE_MS,
      renderCacheBytes: env.SSR_CACHE_MB * 1024 * 1024,
      manifestCheckMs: env.SSR_MANIFEST_CHECK_MS,
      apiOrigin: env.API_ORIGIN,
    },
    onCatalogChange: changes.onChange,
    razorpayCheckout: env.PAYMENT_PROVIDER === 'razorpay',
  });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    await app.close();
  });
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
