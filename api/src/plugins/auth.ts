import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../services/http-error';

export const TOKEN_TTL = '7d';

/** Bearer JWTs (sub = customer id, 7 days) and the `app.authenticate` pre-handler. */
async function auth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.config.JWT_SECRET,
    sign: { expiresIn: TOKEN_TTL },
  });
  app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
    try {
      await request.jwtVerify();
    } catch {
      throw unauthorized();
    }
    if (typeof request.user?.sub !== 'string') throw unauthorized();
  });
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['config'] });
