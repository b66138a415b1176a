import Fastify, { LogController, type FastifyReply } from 'fastify';
import {
  compressionPlugin,
  PAGE_DATA_ADDRESS,
  requestIdOf,
  requestIdPlugin,
  staticSitePlugin,
} from '@trippy/page-server';
import { isCalendarDate, isValidEmail } from '@trippy/domain';
import { ISO_DATE_FORMAT } from '@trippy/contracts';
import etag from '@fastify/etag';
import { assertStartable, loadEnv, type Env } from './env';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrate } from './db/migrate';
import type { App, TypeBoxProvider } from './types';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { gracefulShutdownPlugin } from './plugins/graceful-shutdown';
import { securityPlugin } from './plugins/security';
import { inputBoundsPlugin } from './plugins/input-bounds';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { catalogEventsPlugin } from './plugins/catalog-events';
import { backgroundPlugin } from './plugins/background';
import { rateLimitPlugin } from './plugins/rate-limit';
import { authPlugin } from './plugins/auth';
import { operatorAuthPlugin } from './plugins/operator-auth';
import { docsPlugin } from './plugins/docs';
import { mailerPlugin } from './plugins/mailer';
import { realtimePlugin } from './plugins/realtime';
import { jobsPlugin } from './plugins/jobs';
import { imagesPlugin } from './plugins/images';
import { operatorRoutesPlugin } from './plugins/operator-routes';
import { documentedResponsesPlugin } from './plugins/documented-responses';
import { effectsPlugin } from './plugins/effects';
import { useCaseContextPlugin } from './plugins/use-case-context';
import { staffModulePlugin } from './modules/staff';
import { catalogueModulePlugin } from './modules/catalogue';
import { customersModulePlugin } from './modules/customers';
import { bookingsModulePlugin } from './modules/bookings';
import { invoicesModulePlugin } from './modules/invoices';
import { leadsModulePlugin } from './modules/leads';
import { notificationsModulePlugin } from './modules/notifications';
import { waitlistModulePlugin } from './modules/waitlist';
import { paymentsModulePlugin } from './modules/payments';
import { shareCardsModulePlugin } from './modules/share-cards';
import { exportsModulePlugin } from './modules/exports';
import { messageTemplatesModulePlugin } from './modules/message-templates';
import { collectionsModulePlugin } from './modules/collections';

export interface BuildOptions {
  /** An open (and migrated) database; when missing one is opened from the configuration and migrated. */
  db?: DatabaseHandle;
  /** Close the database with the app (default: only when buildApp opened it). */
  closeDb?: boolean;
  /** Overrides of the environment configuration. */
  config?: Partial<Env>;
  logger?: boolean;
  /** How long catalogue answers are kept per instance (default 30 s; 0 keeps none, for benchmarks of the database). */
  packageCacheTtlMs?: number;
}

/** The Fastify application: plugins for infrastructure, one plugin per route folder, the site last. */
export async function buildApp(options: BuildOptions = {}): Promise<App> {
  const config = loadEnv(undefined, options.config);
  assertStartable(config);
  let handle = options.db;
  if (!handle) {
    handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrate(handle.db);
  }
  const app = Fastify({
    logger: options.logger
      ? {
          level: config.NODE_ENV === 'production' ? 'info' : 'debug',
          // Request bodies are never logged (pino's request serializer keeps method and URL only); a database
          // error's detail can quote the failing row (a traveller's identity number): never logged either.
          redact: { paths: ['req.body', 'err.detail', 'err.where', 'err.parameters'], censor: '[redacted]' },
        }
      : false,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
      // The one email rule of the workspace (length before pattern, linear pattern) and the one date rule (a
      // real calendar date) for every schema.
      onCreate: (ajv) =>
        ajv
          .addFormat('email', { type: 'string', validate: isValidEmail })
          .addFormat(ISO_DATE_FORMAT, { type: 'string', validate: isCalendarDate }),
    },
    // The serializer's own ajv (it picks the branch of a nullable date in an answer) knows the date format too.
    serializerOpts: { ajv: { formats: { [ISO_DATE_FORMAT]: { type: 'string', validate: isCalendarDate } } } },
    // Slow or stalled clients are cut off: headers, the whole request (body included) and idle sockets.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.IDLE_TIMEOUT_MS,
    // A kept-alive connection is closed (and says so in Keep-Alive: timeout=) before the idle cut-off above;
    // Node's default (72 s) outlived it, so a client reusing a connection at 60-72 s found it dead.
    keepAliveTimeout: Math.max(1000, config.IDLE_TIMEOUT_MS - 5000),
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: config.TIMEOUT_CHECK_INTERVAL_MS,
    },
    // Router errors (a URL that cannot be decoded) answer in the API's envelope like every other 400.
    frameworkErrors: (error, request, reply) =>
      void (reply as unknown as FastifyReply)
        .code(error.statusCode ?? 400)
        .send({ success: false, message: error.message, requestId: request.id }),
    // A request id from the proxy (nginx) is kept when it is sane; otherwise one is made. It is in every
    // log line of the request, in the x-request-id response header and in error bodies.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The page renderer's in-process data requests are not logged: the page's own request is.
    logController: new LogController({
      disableRequestLogging: config.LOG_REQUESTS ? (request) => request.ip === PAGE_DATA_ADDRESS : true,
    }),
    forceCloseConnections: false,
    return503OnClosing: true,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<TypeBoxProvider>();

  await app.register(configPlugin, { env: config });
  await app.register(databasePlugin, { handle, owned: options.closeDb ?? !options.db });
  await app.register(errorHandlerPlugin);
  await app.register(requestIdPlugin);
  await app.register(inputBoundsPlugin);
  await app.register(backgroundPlugin);
  await app.register(gracefulShutdownPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(catalogEventsPlugin);
  // The ETag is computed on the uncompressed body (its hook runs first) and is weak: one per representation.
  await app.register(etag, { weak: true });
  await app.register(compressionPlugin);
  await app.register(authPlugin);
  await app.register(operatorAuthPlugin);
  await app.register(docsPlugin);
  await app.register(mailerPlugin);
  await app.register(realtimePlugin);
  await app.register(metricsPlugin);
  // After-commit delivery (realtime, mail, caches, metrics) for every module and the job runner.
  await app.register(effectsPlugin);
  await app.register(jobsPlugin);
  await app.register(useCaseContextPlugin);
  await app.register(imagesPlugin);
  await app.register(healthPlugin);

  await app.register(operatorRoutesPlugin);
  // After the operator guard (it marks the routes that take a token): every route documents what it answers.
  await app.register(documentedResponsesPlugin);

  // The business areas (api/src/modules), each registering its routes.
  await app.register(staffModulePlugin);
  await app.register(catalogueModulePlugin, { packageCacheTtlMs: options.packageCacheTtlMs ?? 30_000 });
  await app.register(customersModulePlugin);
  await app.register(bookingsModulePlugin);
  await app.register(invoicesModulePlugin);
  await app.register(leadsModulePlugin);
  await app.register(notificationsModulePlugin, { devMailbox: config.DEV_MAILBOX });
  await app.register(waitlistModulePlugin);
  await app.register(paymentsModulePlugin);
  await app.register(shareCardsModulePlugin);
  await app.register(exportsModulePlugin);
  await app.register(messageTemplatesModulePlugin);
  await app.register(collectionsModulePlugin);

  if (config.SERVE_SITE) {
    await app.register(staticSitePlugin, {
      siteRoot: config.SITE_ROOT,
      remotesConfigFile: config.REMOTES_CONFIG,
      ssr: config.SSR
        ? {
            regionDeadlineMs: config.SSR_REGION_DEADLINE_MS,
            renderTimeoutMs: config.SSR_TIMEOUT_MS,
            threads: config.SSR_THREADS,
            publicOrigin: config.PUBLIC_ORIGIN,
            renderCacheMs: config.SSR_CACHE_MS,
            renderCacheBytes: config.SSR_CACHE_MB * 1024 * 1024,
            manifestCheckMs: config.SSR_MANIFEST_CHECK_MS,
          }
        : undefined,
      onCatalogChange: (listener) => app.catalog.onChange(listener),
      razorpayCheckout: config.PAYMENT_PROVIDER === 'razorpay',
    });
  }
  return app;
}
