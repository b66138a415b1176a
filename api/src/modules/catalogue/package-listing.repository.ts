import { sql } from 'kysely';
import type { PackageSummary } from '@trippy/contracts';
import type { PackageWordsTranslation } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { nextDeparture, packagesFrom } from './packages.repository';
import { picturesFor } from './uploaded-images.repository';

/** The columns a list shows (no itinerary, inclusions or gallery), with the next departure and the description. */
function selectListed(db: DbOrTx, today: string) {
  return packagesFrom(db)
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'p.location',
      'c.name as category_name',
      'c.slug as category_slug',
      'd.name as destination_name',
      'd.slug as destination_slug',
      // The card's picture (spec: cardImage, else the first gallery image), chosen here so no gallery travels.
      sql<string>`coalesce(nullif(p.card_image, ''), p.gallery->>0, '')`.as('card_image'),
      'p.duration',
      'p.duration_days',
      'p.offer_price',
      'p.original_price',
      'p.updated_at',
      nextDeparture(today).as('next_departure'),
      'p.description',
      // Its words in Hindi, the names of its category and destination in Hindi (null where there are none).
      sql<string | null>`p.translations->'hi'->>'name'`.as('hi_name'),
      sql<string | null>`p.translations->'hi'->>'location'`.as('hi_location'),
      sql<string | null>`p.translations->'hi'->>'duration'`.as('hi_duration'),
      sql<string | null>`p.translations->'hi'->>'description'`.as('hi_description'),
      sql<string | null>`c.translations->'hi'->>'name'`.as('hi_category_name'),
      sql<string | null>`d.translations->'hi'->>'name'`.as('hi_destination_name'),
    ])
    .orderBy('p.sort_order')
    .orderBy('p.name')
    .orderBy('p.id');
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof selectListed>['executeTakeFirstOrThrow']>>;

function toSummary(row: ListedRow): PackageSummary {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    location: row.location,
    category: { name: row.category_name, slug: row.category_slug },
    destination: { name: row.destination_name, slug: row.destination_slug },
    images: { cardImage: row.card_image },
    duration: row.duration,
    durationDays: row.duration_days,
    offerPrice: row.offer_price,
    originalPrice: row.original_price,
    nextDeparture: row.next_departure,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The Hindi words of a listed package: only those it has. */
function hindiOf(row: ListedRow): ListedPackage['hindi'] {
  const words = {
    name: row.hi_name,
    location: row.hi_location,
    duration: row.hi_duration,
    description: row.hi_description,
    categoryName: row.hi_category_name,
    destinationName: row.hi_destination_name,
  };
  return Object.fromEntries(Object.entries(words).filter(([, word]) => word)) as ListedPackage['hindi'];
}

/** A published package as the listing shows it, its description (searched, not shown), and its Hindi words. */
export interface ListedPackage {
  summary: PackageSummary;
  description: string;
  hindi: Omit<
    PackageWordsTranslation,
    'highlights' | 'itinerary' | 'inclusions' | 'exclusions' | 'addOnNames'
  >;
}

/**
 * Every published package as lists show it, with its next departure after `today`, in the catalogue's order
 * (sort order, then name, then id): what the listing index keeps.
 */
export async function listedPackagesInCatalogueOrder(db: DbOrTx, today: string): Promise<ListedPackage[]> {
  const rows = await selectListed(db, today).execute();
  const pictures = await picturesFor(
    db,
    rows.map((row) => row.card_image),
  );
  return rows.map((row) => {
    const summary = toSummary(row);
    const picture = pictures[row.card_image];
    if (picture) summary.images.pictures = { [row.card_image]: picture };
    return { summary, description: row.description, hindi: hindiOf(row) };
  });
}
