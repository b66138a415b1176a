import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  Envelope,
  PackageDetailSchema,
  PackageListQuerySchema,
  PackageParamsSchema,
  PackageSchema,
} from '@trippy/contracts';
import type { App } from '../../types';
import { findPackageDetail, listPackages } from '../../services/packages-repo';
import { notFound } from '../../services/http-error';
import { PackageListCache } from '../../services/packages-cache';
import { toDateOnly } from '@trippy/domain';

const LIST_CACHE = 'public, max-age=60';
/** The detail carries seats left: browsers revalidate it every time (a cheap 304 with the ETag). */
const DETAIL_CACHE = 'no-cache';

/** GET /api/packages (optional category and destination filters) and GET /api/packages/:slugOrId. */
async function packagesRoutes(app: App): Promise<void> {
  const listCache = new PackageListCache(30_000);
  app.catalog.onChange(() => listCache.clear());

  app.get(
    '/api/packages',
    {
      schema: {
        tags: ['packages'],
        summary: 'All packages, optionally filtered by category or destination slug',
        querystring: PackageListQuerySchema,
        response: { 200: Envelope(Type.Array(PackageSchema)) },
      },
    },
    async (request, reply) => {
      const { category, destination } = request.query;
      const key = `${toDateOnly()}|${category ?? ''}|${destination ?? ''}`;
      const data = await listCache.get(key, () => listPackages(app.db, request.query));
      reply.header('Cache-Control', LIST_CACHE);
      return { success: true, data };
    },
  );

  app.get(
    '/api/packages/:slugOrId',
    {
      schema: {
        tags: ['packages'],
        summary: 'One package by slug or id, with its upcoming batches',
        params: PackageParamsSchema,
        response: { 200: Envelope(PackageDetailSchema), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await findPackageDetail(app.db, request.params.slugOrId);
      if (!data) throw notFound('Package not found');
      reply.header('Cache-Control', DETAIL_CACHE);
      return { success: true, data };
    },
  );
}

export const packagesRoutesPlugin = fp(packagesRoutes, {
  name: 'routes-packages',
  dependencies: ['database', 'catalog-events'],
});
