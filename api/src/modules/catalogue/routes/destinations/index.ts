import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { DestinationSchema, Envelope, LangQuerySchema } from '@trippy/contracts';
import type { App } from '../../../../types';
import { listDestinationsWithCounts } from '../../destinations.repository';

/** GET /api/destinations with package counts, grouped by region. */
async function destinationsRoutes(app: App): Promise<void> {
  app.get(
    '/api/destinations',
    {
      schema: {
        tags: ['packages'],
        summary: 'Destinations with package counts; in Hindi with lang=hi',
        querystring: LangQuerySchema,
        response: { 200: Envelope(Type.Array(DestinationSchema)) },
      },
    },
    async (request, reply) => {
      const data = await listDestinationsWithCounts(app.db, request.query.lang);
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true, data };
    },
  );
}

export const destinationsRoutesPlugin = fp(destinationsRoutes, {
  name: 'routes-destinations',
  dependencies: ['database'],
});
