import { sql, type Expression, type SqlBool } from 'kysely';
import type { PackageSummary } from '@trippy/contracts';
import type { FilteredPackage, PackageSearchText, SortedPackage } from '@trippy/domain';
import type { DbOrTx } from '../db/schema';
import type { PackageFilter, PackageQueryPlan } from './package-query';
import { nextDeparture, packagesFrom, type PackagesFrom } from './packages-repo';

/** `\`, `%` and `_` of the user's text match themselves (backslash is the ESCAPE character below). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtered(db: DbOrTx, filter: PackageFilter): PackagesFrom {
  let query = packagesFrom(db);
  if (filter.category) query = query.where('c.slug', '=', filter.category);
  if (filter.destination) query = query.where('d.slug', '=', filter.destination);
  const { duration, price, q } = filter;
  if (duration) {
    query = query.where('p.duration_days', '>=', duration.min);
    if (duration.max !== null) query = query.where('p.duration_days', '<=', duration.max);
  }
  if (price) {
    query = query.where('p.offer_price', '>=', price.min);
    if (price.max !== null) query = query.where('p.offer_price', '<=', price.max);
  }
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    // The package's text is kept lowercased (migration 009): LIKE on it matches what ILIKE on the original
    // would (ILIKE lowercases both sides with lower() as well), without lowercasing every package per search.
    const like = (column: Expression<string>) => sql<SqlBool>`${column} LIKE lower(${pattern}) ESCAPE '\\'`;
    query = query.where((eb) =>
      eb.or([
        like(eb.ref('p.name_search')),
        like(eb.ref('p.location_search')),
        sql<SqlBool>`${eb.ref('c.name')} ILIKE ${pattern} ESCAPE '\\'`,
        like(eb.ref('p.description_search')),
      ]),
    );
  }
  return query;
}

export type ListingFacts = PackageSearchText & FilteredPackage & SortedPackage & { id: string };

/** The sort first, then the catalogue's order (and the id, so that pages never overlap). */
function ordered(query: PackagesFrom, sort: PackageQueryPlan['sort'], today: string): PackagesFrom {
  let sorted = query;
  if (sort === 'price-asc') sorted = sorted.orderBy('p.offer_price', 'asc');
  if (sort === 'price-desc') sorted = sorted.orderBy('p.offer_price', 'desc');
  if (sort === 'duration-asc') sorted = sorted.orderBy('p.duration_days', 'asc');
  if (sort === 'duration-desc') sorted = sorted.orderBy('p.duration_days', 'desc');
  if (sort === 'departure') sorted = sorted.orderBy(nextDeparture(today), (ob) => ob.asc().nullsLast());
  return sorted.orderBy('p.sort_order').orderBy('p.name').orderBy('p.id');
}

/** The columns a list shows (no itinerary, inclusions or description), with the next departure. */
function selectSummaries(from: PackagesFrom, today: string) {
  return from.select([
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
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): PackageSummary {
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

/** Every published package of the filter, in the sort's order (then the catalogue's), as summaries. */
export async function allPackages(
  db: DbOrTx,
  filter: PackageFilter,
  sort: PackageQueryPlan['sort'],
  today: string,
): Promise<PackageSummary[]> {
  const rows = await selectSummaries(ordered(filtered(db, filter), sort, today), today).execute();
  return rows.map(toSummary);
}

/** The summaries of these packages (those still published), in the order of the ids. */
export async function summariesInOrder(
  db: DbOrTx,
  ids: readonly string[],
  today: string,
): Promise<PackageSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(packagesFrom(db).where('p.id', 'in', [...ids]), today).execute();
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return rows.map(toSummary);
}

/**
 * What the listing index matches, filters and sorts on, for every published package in the catalogue's
 * order: the searched text, the category and destination slugs, days, offer price and the next departure.
 */
export async function listingFactsInCatalogueOrder(db: DbOrTx, today: string): Promise<ListingFacts[]> {
  const rows = await ordered(packagesFrom(db), '', today)
    .select([
      'p.id',
      'p.name',
      'p.location',
      'c.name as categoryName',
      'p.description',
      'c.slug as categorySlug',
      'd.slug as destinationSlug',
      'p.duration_days as durationDays',
      'p.offer_price as offerPrice',
      nextDeparture(today).as('nextDeparture'),
    ])
    .execute();
  return rows.map(({ categorySlug, destinationSlug, ...row }) => ({
    ...row,
    category: { slug: categorySlug },
    destination: { slug: destinationSlug },
  }));
}
