import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const REAP_EVERY_MS = 100;

/**
 * Drains keep-alive connections on close. Fastify marks only requests that start while closing with
 * `Connection: close`; a request already in flight would leave its socket open and idle after the response,
 * and server.close() would wait for the keep-alive timeout. Once closing, every response closes its socket and
 * idle sockets are reaped, so close() returns as soon as the in-flight requests have finished.
 */
async function gracefulShutdown(app: FastifyInstance): Promise<void> {
  let closing = false;
  let reaper: NodeJS.Timeout | undefined;

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', (done) => {
    closing = true;
    reaper = setInterval(() => app.server.closeIdleConnections(), REAP_EVERY_MS);
    reaper.unref();
    done();
  });

  app.addHook('onClose', (_instance, done) => {
    clearInterval(reaper);
    done();
  });
}

export const gracefulShutdownPlugin = fp(gracefulShutdown, { name: 'graceful-shutdown' });
