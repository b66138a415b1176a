import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { siteOriginOf, type UseCaseContext } from '../shared/use-case-context';

declare module 'fastify' {
  interface FastifyInstance {
    /** A use case's context now: the database, the clock's time, the site's origin, the invoice prefix. */
    useCase(): UseCaseContext;
  }
}

async function useCaseContext(app: FastifyInstance): Promise<void> {
  const siteOrigin = siteOriginOf(app.config);
  const invoicePrefix = app.config.INVOICE_PREFIX;
  app.decorate('useCase', (): UseCaseContext => ({
    db: app.db,
    now: app.clock.now(),
    siteOrigin,
    invoicePrefix,
  }));
}

export const useCaseContextPlugin = fp(useCaseContext, {
  name: 'use-case-context',
  dependencies: ['config', 'database', 'jobs'],
});
