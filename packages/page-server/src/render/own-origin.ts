import type { FastifyInstance } from 'fastify';

/** This server's own address once it listens (loopback for an any-interface bind), else null. */
export function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const anyInterface = address.address === '0.0.0.0' || address.address === '::';
  const host = anyInterface
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
