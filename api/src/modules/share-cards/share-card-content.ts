import fs from 'node:fs/promises';
import path from 'node:path';
import { SHARE_CARD, SHARE_PAGE_CARDS } from '@trippy/contracts';
import { formatPrice } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { PUBLIC_DIR } from '../../paths';
import type { CardText } from './card-image';
import { findGroupCard, findPackageCard, findUploadJpeg } from './share-cards.repository';

export interface ShareCardContent extends CardText {
  /** The page's picture: an upload's address or a drawing under public/ ('' for none). */
  image: string;
}

const UPLOAD = /^\/api\/images\/uploads\/([0-9a-f]{24})$/;
const DRAWING = /^\/images\/[a-z0-9/_-]{1,150}\.(?:svg|jpe?g|png|webp)$/;
/** The category pages are top-level paths named by the category's slug. */
const TOP_LEVEL = /^\/([a-z0-9-]{1,80})$/;

/** Pages that share another's card: the blog's posts the blog's, the second destinations address the first's. */
const cardPageOf = (pagePath: string): string =>
  pagePath.startsWith('/blogs/')
    ? '/blogs'
    : pagePath === '/destinations'
      ? '/destination'
      : pagePath.startsWith('/adventure/')
        ? '/adventure'
        : pagePath;

const pluralTrips = (n: number) => `${n} ${n === 1 ? 'trip' : 'trips'}`;

async function groupCard(db: DbOrTx, group: 'categories' | 'destinations', slug: string) {
  const found = await findGroupCard(db, group, slug);
  if (!found) return undefined;
  const from = found.fromPrice === null ? '' : ` · from ${formatPrice(found.fromPrice)} per person`;
  return { title: found.name, line: `${pluralTrips(found.packages)}${from}`, image: found.cardImage };
}

/**
 * What the card of a page says and shows, from its path alone; undefined for a path with no page (404). A
 * package: name, duration and price from; a category or destination: its name, trips and price from; the
 * site's pages: their words (SHARE_PAGE_CARDS); any other public page the home page's card.
 */
export async function shareCardContent(db: DbOrTx, pagePath: string): Promise<ShareCardContent | undefined> {
  const packageSlug = /^\/packages\/([a-z0-9-]{1,120})$/.exec(pagePath)?.[1];
  if (packageSlug) {
    const pkg = await findPackageCard(db, packageSlug);
    if (!pkg) return undefined;
    return {
      title: pkg.name,
      line: `${pkg.duration} · from ${formatPrice(pkg.offerPrice)} per person`,
      image: pkg.cardImage,
    };
  }
  const destinationSlug = /^\/destination\/([a-z0-9-]{1,80})$/.exec(pagePath)?.[1];
  if (destinationSlug) return groupCard(db, 'destinations', destinationSlug);
  const page = SHARE_PAGE_CARDS[cardPageOf(pagePath)];
  if (page) return { ...page, image: '' };
  const categorySlug = TOP_LEVEL.exec(pagePath)?.[1];
  const category = categorySlug ? await groupCard(db, 'categories', categorySlug) : undefined;
  return category ?? { ...SHARE_PAGE_CARDS['/']!, image: '' };
}

/** The picture's bytes for the card: an upload's JPEG variant, or a drawing from public/ (undefined: none). */
export async function cardPhoto(db: DbOrTx, image: string): Promise<Buffer | undefined> {
  const upload = UPLOAD.exec(image)?.[1];
  if (upload) return findUploadJpeg(db, upload, SHARE_CARD.width);
  if (!DRAWING.test(image) || image.includes('..')) return undefined;
  return fs.readFile(path.join(PUBLIC_DIR, image)).catch(() => undefined);
}
