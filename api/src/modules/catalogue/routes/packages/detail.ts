import { notFound } from '@trippy/domain';
import { ApiErrorSchema, Envelope, PackageDetailSchema, PackageParamsSchema } from '@trippy/contracts';
import type { App } from '../../../../types';
import { findPackageDetail } from '../../packages.repository';

/** The detail carries seats left: browsers revalidate it every time (a cheap 304 with the ETag). */
const DETAIL_CACHE = 'no-cache';

/** GET /api/packages/:slugOrId */
export function packageDetailRoute(app: App): void {
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
