import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/** Decorates `app.config` with the validated configuration. */
async function config(app: FastifyInstance, options: { env: Env }): Promise<void> {
  app.decorate('config', options.env);
}

export const configPlugin = fp(config, { name: 'config' });
