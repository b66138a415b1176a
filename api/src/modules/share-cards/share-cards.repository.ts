import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

export interface PackageCardRow {
  name: string;
  duration: string;
  offerPrice: number;
  cardImage: string;
}

/** A published package's card facts, by slug. */
export async function findPackageCard(db: DbOrTx, slug: string): Promise<PackageCardRow | undefined> {
  const row = await db
    .selectFrom('packages')
    .select(['name', 'duration', 'offer_price', 'card_image', 'gallery'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    duration: row.duration,
    offerPrice: row.offer_price,
    cardImage: row.card_image || (row.gallery[0] ?? ''),
  };
}

export interface GroupCardRow {
  name: string;
  packages: number;
  /** The lowest offer price of its published packages (paise), null when it has none. */
  fromPrice: number | null;
  /** The card image of its cheapest published package ('' when none). */
  cardImage: string;
}

/** A category's or destination's card facts, by slug: its name, published packages and a photo of one. */
export async function findGroupCard(
  db: DbOrTx,
  group: 'categories' | 'destinations',
  slug: string,
): Promise<GroupCardRow | undefined> {
  const column = sql.ref(group === 'categories' ? 'p.category_id' : 'p.destination_id');
  const result = await sql<{
    name: string;
    packages: number;
    from_price: number | null;
    card_image: string | null;
  }>`
    SELECT g.name,
           count(p.id)::int AS packages,
           min(p.offer_price) AS from_price,
           (array_agg(p.card_image ORDER BY p.offer_price, p.slug) FILTER (WHERE p.card_image <> ''))[1] AS card_image
    FROM ${sql.table(group)} AS g
    LEFT JOIN packages AS p ON ${column} = g.id AND p.status = 'published'
    WHERE g.slug = ${slug}
    GROUP BY g.id, g.name`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    name: row.name,
    packages: Number(row.packages),
    fromPrice: row.from_price === null ? null : Number(row.from_price),
    cardImage: row.card_image ?? '',
  };
}

/**
 * The JPEG variant of an upload that covers `width`: the narrowest at least that wide, else the widest
 * (undefined before its variants are made).
 */
export async function findUploadJpeg(
  db: DbOrTx,
  imageId: string,
  width: number,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('image_variants')
    .select('bytes')
    .where('image_id', '=', imageId)
    .where('format', '=', 'jpeg')
    .orderBy(sql`CASE WHEN width >= ${width} THEN width ELSE 100000 - width END`)
    .limit(1)
    .executeTakeFirst();
  return row && Buffer.from(row.bytes);
}
