import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { DestinationSchema, Envelope } from '@trippy/contracts';
import type { App } from '../../types';

/** GET /api/destinations with package counts, grouped by region. */
async function destinationsRoutes(app: App): Promise<void> {
  app.get(
    '/api/destinations',
    {
      schema: {
        tags: ['packages'],
        summary: 'Destinations with package counts',
        response: { 200: Envelope(Type.Array(DestinationSchema)) },
      },
    },
    async (_request, reply) => {
      const rows = await app.db
        .selectFrom('destinations as d')
        .leftJoin('packages as p', (join) =>
          join.onRef('p.destination_id', '=', 'd.id').on('p.status', '=', 'published'),
        )
        .select(['d.id', 'd.name', 'd.slug', 'd.region', sql<number>`count(p.id)::int`.as('package_count')])
        .groupBy(['d.id', 'd.name', 'd.slug', 'd.region'])
        .orderBy('d.region', 'desc')
        .orderBy('d.name')
        .execute();
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        success: true,
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          slug: row.slug,
          region: row.region,
          packageCount: Number(row.package_count),
        })),
      };
    },
  );
}

export const destinationsRoutesPlugin = fp(destinationsRoutes, {
  name: 'routes-destinations',
  dependencies: ['database'],
});
