import crypto from 'node:crypto';
import type { ImageUploadResult } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';
import type { UploadType } from './image-sniff';

export const uploadUrl = (id: string): string => `/api/images/uploads/${id}`;

/**
 * Stores the image once per content: the same bytes uploaded again answer the first upload's id and URL.
 * `created` says whether a row was written.
 */
export async function storeImage(
  tx: DbOrTx,
  bytes: Buffer,
  contentType: UploadType,
  staffId: string,
): Promise<ImageUploadResult & { created: boolean }> {
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const inserted = await tx
    .insertInto('uploaded_images')
    .values({
      id: newId(),
      content_type: contentType,
      bytes,
      size: bytes.length,
      sha256,
      uploaded_by: staffId,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning(['id'])
    .executeTakeFirst();
  const row =
    inserted ??
    (await tx
      .selectFrom('uploaded_images')
      .select(['id'])
      .where('sha256', '=', sha256)
      .executeTakeFirstOrThrow());
  return {
    _id: row.id,
    url: uploadUrl(row.id),
    contentType,
    bytes: bytes.length,
    sha256,
    created: !!inserted,
  };
}

export async function findImage(
  db: DbOrTx,
  id: string,
): Promise<{ contentType: string; bytes: Buffer; sha256: string } | undefined> {
  const row = await db
    .selectFrom('uploaded_images')
    .select(['content_type', 'bytes', 'sha256'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes), sha256: row.sha256 };
}
