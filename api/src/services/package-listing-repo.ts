import { sql, type Expression, type SqlBool } from 'kysely';
import type { PackageSummary } from '@trippy/contracts';
import type { PackageSearchText } from '@trippy/domain';
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

export interface FoundPackages {
  data: PackageSummary[];
  /** Every match, when the plan asks for a page. */
  total?: number;
}

/**
 * The ids of one window of matches in order, with the number of matches: sorting and skipping narrow rows
 * (not whole packages with their itineraries), and no next departure worked out for rows skipped.
 */
async function windowIds(db: DbOrTx, plan: PackageQueryPlan, limit: number, offset: number, today: string) {
  const rows = await ordered(filtered(db, plan.filter), plan.sort, today)
    .select(['p.id', sql<number>`count(*) OVER ()`.as('total')])
    .limit(limit)
    .offset(offset)
    .execute();
  return { ids: rows.map((row) => row.id), total: rows[0] ? Number(rows[0].total) : undefined };
}

/** Filters, sorts, counts and pages in the database; only the answer's packages are read (as summaries). */
export async function findPackages(
  db: DbOrTx,
  plan: PackageQueryPlan,
  today: string,
): Promise<FoundPackages> {
  const { window } = plan;
  if (window.kind === 'all') {
    const rows = await selectSummaries(ordered(filtered(db, plan.filter), plan.sort, today), today).execute();
    return { data: rows.map(toSummary) };
  }
  const [limit, offset] =
    window.kind === 'first' ? [window.limit, 0] : [window.size, (window.number - 1) * window.size];
  const found = await windowIds(db, plan, limit, offset, today);
  const data = await summariesInOrder(db, found.ids, today);
  if (window.kind === 'first') return { data };
  // Past the last page no row carries the count.
  return { data, total: found.total ?? (await countPackages(db, plan.filter)) };
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

/** Every published package's searched text, in the catalogue's order (the search index's source). */
export async function searchTextInCatalogueOrder(
  db: DbOrTx,
): Promise<Array<PackageSearchText & { id: string }>> {
  return ordered(packagesFrom(db), '', '')
    .select(['p.id', 'p.name', 'p.location', 'c.name as categoryName', 'p.description'])
    .execute();
}

export async function countPackages(db: DbOrTx, filter: PackageFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
