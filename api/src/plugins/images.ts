import fp from 'fastify-plugin';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_DIR } from '../paths';

/** Package illustrations under /images/, cached for a week. */
async function images(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(PUBLIC_DIR, 'images'),
    prefix: '/images/',
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=604800');
    },
  });
}

export const imagesPlugin = fp(images, { name: 'images' });
