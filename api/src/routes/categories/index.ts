import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { CategorySchema, Envelope } from '@trippy/contracts';
import type { App } from '../../types';

/** GET /api/categories with package counts, in the site's order. */
async function categoriesRoutes(app: App): Promise<void> {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['packages'],
        summary: 'Categories with package counts',
        response: { 200: Envelope(Type.Array(CategorySchema)) },
      },
    },
    async (_request, reply) => {
      const rows = await app.db
        .selectFrom('categories as c')
        .leftJoin('packages as p', (join) =>
          join.onRef('p.category_id', '=', 'c.id').on('p.status', '=', 'published'),
        )
        .select([
          'c.id',
          'c.name',
          'c.slug',
          'c.description',
          sql<number>`count(p.id)::int`.as('package_count'),
        ])
        .groupBy(['c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order'])
        .orderBy('c.sort_order')
        .execute();
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        success: true,
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          slug: row.slug,
          description: row.description,
          packageCount: Number(row.package_count),
        })),
      };
    },
  );
}

export const categoriesRoutesPlugin = fp(categoriesRoutes, {
  name: 'routes-categories',
  dependencies: ['database'],
});
