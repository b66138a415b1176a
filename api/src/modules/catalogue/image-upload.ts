import type { ImageUploadResult } from '@trippy/contracts';
import type { Effect } from '../../shared/effects';
import type { UseCaseContext } from '../../shared/use-case-context';
import { recordAudit } from '../staff/audit.repository';
import type { UploadType } from './image-sniff';
import { scheduleImageVariants } from './image-variants';
import { storeImage, variantsReady } from './uploaded-images.repository';

/**
 * Stores a checked upload privately (once per content) and schedules its variants (the `image.variants` job);
 * a new image is audited in the same transaction. The effect starts the variants at once, after the commit.
 */
export async function uploadImage(
  ctx: UseCaseContext,
  bytes: Buffer,
  contentType: UploadType,
  staffId: string,
): Promise<{ result: ImageUploadResult & { created: boolean }; effects: Effect[] }> {
  const result = await ctx.db.transaction().execute(async (tx) => {
    const stored = await storeImage(tx, bytes, contentType, staffId);
    if (stored.created) {
      await scheduleImageVariants(tx, stored._id, ctx.now);
      await recordAudit(tx, {
        staffId,
        action: 'image.uploaded',
        entityType: 'image',
        entityId: stored._id,
        after: {
          url: stored.url,
          contentType: stored.contentType,
          bytes: stored.bytes,
          sha256: stored.sha256,
        },
      });
    }
    return { ...stored, variantsReady: await variantsReady(tx, stored._id) };
  });
  return { result, effects: result.variantsReady ? [] : [{ kind: 'image-uploaded' }] };
}
