import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const SANE_ID = /^[\w.-]{1,64}$/;

/** The proxy's x-request-id when it is a short plain token (it goes into logs), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : crypto.randomUUID();
}

/** Every answer carries its request id, so a user's report or the proxy's log leads to the API's log lines. */
async function requestId(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

export const requestIdPlugin = fp(requestId, { name: 'request-id' });
