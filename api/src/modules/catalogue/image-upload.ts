import type { ImageUploadResult } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { recordAudit } from '../staff/audit.repository';
import type { UploadType } from './image-sniff';
import { storeImage } from './uploaded-images.repository';

/** Stores a checked upload (once per content); a new image is audited in the same transaction. */
export function uploadImage(
  db: Db,
  bytes: Buffer,
  contentType: UploadType,
  staffId: string,
): Promise<ImageUploadResult & { created: boolean }> {
  return db.transaction().execute(async (tx) => {
    const result = await storeImage(tx, bytes, contentType, staffId);
    if (result.created)
      await recordAudit(tx, {
        staffId,
        action: 'image.uploaded',
        entityType: 'image',
        entityId: result._id,
        after: {
          url: result.url,
          contentType: result.contentType,
          bytes: result.bytes,
          sha256: result.sha256,
        },
      });
    return result;
  });
}
