import { localizePackage, notFound, toDateOnly } from '@trippy/domain';
import {
  ApiErrorSchema,
  Envelope,
  LangQuerySchema,
  PackageDetailSchema,
  PackageParamsSchema,
  type PackageDetail,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { findPackageDetail, withUpcomingBatches, type DescribedPackage } from '../../packages.repository';
import type { PackageDescriptions } from '../../package-descriptions';

/** The detail carries seats left: browsers revalidate it every time (a cheap 304 with the ETag). */
const DETAIL_CACHE = 'no-cache';

/** GET /api/packages/:slugOrId */
export function packageDetailRoute(app: App, descriptions: PackageDescriptions): void {
  app.get(
    '/api/packages/:slugOrId',
    {
      schema: {
        tags: ['packages'],
        summary: 'One package by slug or id, with its upcoming batches; in Hindi with lang=hi',
        params: PackageParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: Envelope(PackageDetailSchema), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { slugOrId } = request.params;
      const today = toDateOnly();
      // The description is kept until the catalogue changes; the batches (seats left) are read every time:
      // with the description in one query when it is not kept, else on their own.
      let read: (DescribedPackage & PackageDetail) | undefined;
      const pkg = await descriptions.get(`${today}:${slugOrId}`, async () => {
        const found = await findPackageDetail(app.db, slugOrId, today);
        read = found?.detail;
        return found?.description;
      });
      if (!pkg) throw notFound('Package not found');
      const data = read ?? (await withUpcomingBatches(app.db, pkg, today));
      reply.header('Cache-Control', DETAIL_CACHE);
      // Its words in the asked language where it has them; the schema leaves the translations out.
      const hindi = request.query.lang === 'hi' ? data.translations.hi : undefined;
      return { success: true, data: localizePackage(data, hindi) };
    },
  );
}
