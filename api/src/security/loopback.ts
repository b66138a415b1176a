import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The socket's own peer is this machine, and no proxy forwarded the request: behind nginx on the same
 * machine every request arrives from loopback, so a forwarded one is refused too. Never X-Forwarded-For.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.has(peer) && !forwarded;
}
