import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { CategorySchema, Envelope, LangQuerySchema } from '@trippy/contracts';
import type { App } from '../../../../types';
import { listCategoriesWithCounts } from '../../categories.repository';

/** GET /api/categories with package counts, in the site's order. */
async function categoriesRoutes(app: App): Promise<void> {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['packages'],
        summary: 'Categories with package counts; in Hindi with lang=hi',
        querystring: LangQuerySchema,
        response: { 200: Envelope(Type.Array(CategorySchema)) },
      },
    },
    async (request, reply) => {
      const data = await listCategoriesWithCounts(app.db, request.query.lang);
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true, data };
    },
  );
}

export const categoriesRoutesPlugin = fp(categoriesRoutes, {
  name: 'routes-categories',
  dependencies: ['database'],
});
