import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ImageUploadResult, PictureFormat, Pictures } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';
import type { UploadType } from './image-sniff';
import type { MadeVariants } from './image-pipeline';

export const uploadUrl = (id: string): string => `/api/images/uploads/${id}`;

/**
 * Bytes to and from bytea as text (hex in, base64 out): the embedded database serialises a binary parameter
 * of 12 MB in 9.5 s and a hex text one in 1.3 s (PostgreSQL is fast either way).
 */
const byteaOf = (bytes: Buffer) => sql<Uint8Array>`decode(${bytes.toString('hex')}, 'hex')`;
const base64Of = (column: string) => sql<string>`encode(${sql.ref(column)}, 'base64')`;

/**
 * Stores the image once per content: the same bytes uploaded again answer the first upload's id and URL.
 * `created` says whether a row was written.
 */
export async function storeImage(
  tx: DbOrTx,
  bytes: Buffer,
  contentType: UploadType,
  staffId: string | null,
): Promise<ImageUploadResult & { created: boolean }> {
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const inserted = await tx
    .insertInto('uploaded_images')
    .values({
      id: newId(),
      content_type: contentType,
      bytes: byteaOf(bytes),
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

/** Where an upload's largest JPEG variant is, once made (the address `/api/images/uploads/:id` leads there). */
export async function findLargestJpeg(db: DbOrTx, id: string): Promise<{ url?: string } | undefined> {
  const row = await db
    .selectFrom('uploaded_images')
    .select(['variant_key', 'variant_widths'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const widest = row.variant_widths ? Math.max(...row.variant_widths) : 0;
  return { url: row.variant_key && widest ? `${variantBase(row.variant_key)}/${widest}.jpg` : undefined };
}

/** The private original of an upload, and whether its variants are made. */
export async function findOriginal(
  db: DbOrTx,
  id: string,
): Promise<{ bytes: Buffer; sha256: string; ready: boolean } | undefined> {
  const row = await db
    .selectFrom('uploaded_images')
    .select([base64Of('bytes').as('bytes'), 'sha256', 'variants_ready_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      bytes: Buffer.from(row.bytes, 'base64'),
      sha256: row.sha256,
      ready: row.variants_ready_at !== null,
    }
  );
}

export async function variantsReady(db: DbOrTx, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploaded_images')
    .select('variants_ready_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row?.variants_ready_at;
}

/** Stores an upload's variants and marks it ready (a second run of the same upload changes nothing). */
export async function saveVariants(
  tx: DbOrTx,
  id: string,
  key: string,
  made: MadeVariants,
  now: Date,
): Promise<void> {
  const row = await tx
    .selectFrom('uploaded_images')
    .select('variants_ready_at')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.variants_ready_at) return;
  for (const v of made.variants)
    await tx
      .insertInto('image_variants')
      .values({
        image_id: id,
        format: v.format,
        width: v.width,
        height: v.height,
        bytes: byteaOf(v.bytes),
        size: v.bytes.length,
      })
      .onConflict((oc) => oc.columns(['image_id', 'format', 'width']).doNothing())
      .execute();
  await tx
    .updateTable('uploaded_images')
    .set({
      width: made.width,
      height: made.height,
      placeholder: made.placeholder,
      variant_widths: made.widths,
      variant_key: key,
      variants_ready_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** One variant's bytes, by its address (the key, width and format). */
export async function findVariant(
  db: DbOrTx,
  key: string,
  format: PictureFormat,
  width: number,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('image_variants as v')
    .innerJoin('uploaded_images as u', 'u.id', 'v.image_id')
    .select('v.bytes')
    .where('u.variant_key', '=', key)
    .where('v.format', '=', format)
    .where('v.width', '=', width)
    .executeTakeFirst();
  return row && Buffer.from(row.bytes);
}

const UPLOAD_ID = /^\/api\/images\/uploads\/([0-9a-f]{24})$/;

/** The pictures (ready variants) of those of `urls` that are uploads, by URL. */
export async function picturesFor(db: DbOrTx, urls: Iterable<string>): Promise<Pictures> {
  const byId = new Map<string, string>();
  for (const url of urls) {
    const id = UPLOAD_ID.exec(url)?.[1];
    if (id) byId.set(id, url);
  }
  if (byId.size === 0) return {};
  const rows = await db
    .selectFrom('uploaded_images')
    .select(['id', 'width', 'height', 'placeholder', 'variant_widths', 'variant_key'])
    .where('id', 'in', [...byId.keys()])
    .where('variants_ready_at', 'is not', null)
    .execute();
  const pictures: Pictures = {};
  for (const row of rows) {
    if (!row.variant_key || !row.width || !row.height || !row.variant_widths) continue;
    pictures[byId.get(row.id)!] = {
      base: variantBase(row.variant_key),
      width: row.width,
      height: row.height,
      widths: row.variant_widths,
      placeholder: row.placeholder ?? '',
    };
  }
  return pictures;
}

export const variantBase = (key: string): string => `/api/images/v/${key}`;
