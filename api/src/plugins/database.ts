import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';

export interface DatabasePluginOptions {
  handle: DatabaseHandle;
  /** Close the database when the app closes (true when buildApp opened it). */
  owned: boolean;
}

/** Decorates `app.db` (Kysely over PGlite or PostgreSQL). */
async function database(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  app.decorate('db', options.handle.db);
  app.decorate('dbKind', options.handle.kind);
  if (options.owned) {
    app.addHook('onClose', async () => {
      await options.handle.close();
    });
  }
}

export const databasePlugin = fp(database, { name: 'database' });
