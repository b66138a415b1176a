import { sql, type Selectable } from 'kysely';
import { availabilityFor, toDateOnly, type PackageWordsTranslation } from '@trippy/domain';
import type { Batch, Package, PackageDetail } from '@trippy/contracts';
import type { Database, DbOrTx } from '../../db/schema';
import { isId } from '../../db/ids';
import { picturesFor } from './uploaded-images.repository';

/**
 * Published packages (drafts are the back office's alone) joined to their category (c) and destination (d),
 * before any column is chosen: every public read of packages starts here.
 */
export const packagesFrom = (db: DbOrTx) =>
  db
    .selectFrom('packages as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('destinations as d', 'd.id', 'p.destination_id')
    .where('p.status', '=', 'published');

/** The first start date after `today` of the package `p` on a batch still open (null when none). */
export const nextDeparture = (today: string) =>
  sql<
    string | null
  >`(SELECT to_char(min(b.start_date), 'YYYY-MM-DD') FROM batches b WHERE b.package_id = p.id AND b.start_date > ${today}::date AND b.closed_at IS NULL)`;

/** A package's row with the names of its category and destination, and its next departure. */
type PackageRow = Selectable<Database['packages']> & {
  category_name: string;
  category_slug: string;
  destination_name: string;
  destination_slug: string;
  next_departure: string | null;
};

/** An add-on, with its Hindi name (null when it has none). */
type ServiceRow = Pick<Database['additional_services'], 'id' | 'name' | 'price'> & { hi: string | null };
type BatchRow = Pick<
  Database['batches'],
  'id' | 'package_id' | 'start_date' | 'end_date' | 'total_seats' | 'seats_left'
>;

/** The add-ons of the package `p`, in their order, as one JSON column of its row. */
const servicesJson = sql<
  ServiceRow[]
>`(SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'price', s.price, 'hi', s.translations->'hi'->>'name') ORDER BY s.sort_order, s.name), '[]'::json) FROM additional_services s WHERE s.package_id = p.id)`;

/** A category's or destination's name and slug, and its Hindi name (null when it has none). */
type NameAndSlug = { name: string; slug: string; hi: string | null };

/** The category and destination of the package `p` as JSON columns: cheaper to plan than two joins. */
const categoryJson = sql<NameAndSlug | null>`(SELECT json_build_object('name', c.name, 'slug', c.slug, 'hi', c.translations->'hi'->>'name') FROM categories c WHERE c.id = p.category_id)`;
const destinationJson = sql<NameAndSlug | null>`(SELECT json_build_object('name', d.name, 'slug', d.slug, 'hi', d.translations->'hi'->>'name') FROM destinations d WHERE d.id = p.destination_id)`;

/** The open batches of the package `p` after `today`, soonest first, as one JSON column (dates as YYYY-MM-DD). */
const upcomingBatchesJson = (today: string) =>
  sql<
    BatchRow[]
  >`(SELECT coalesce(json_agg(json_build_object('id', b.id, 'package_id', b.package_id, 'start_date', b.start_date, 'end_date', b.end_date, 'total_seats', b.total_seats, 'seats_left', b.seats_left) ORDER BY b.start_date), '[]'::json) FROM batches b WHERE b.package_id = p.id AND b.start_date > ${today}::date AND b.closed_at IS NULL)`;

/**
 * A package as the catalogue describes it, with its words in Hindi (its own, and its category's,
 * destination's and add-ons' names): the public answers send it in the asked language (domain
 * localizePackage), and their schemas leave `translations` out.
 */
export type DescribedPackage = Package & { translations: { hi?: PackageWordsTranslation } };

function toPackage(
  row: PackageRow,
  services: Package['additionalServices'],
  hindi: PackageWordsTranslation,
): DescribedPackage {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    location: row.location,
    category: { name: row.category_name, slug: row.category_slug },
    description: row.description,
    images: { cardImage: row.card_image, gallery: row.gallery },
    duration: row.duration,
    durationDays: row.duration_days,
    offerPrice: row.offer_price,
    originalPrice: row.original_price,
    packageType: row.package_type,
    destination: { name: row.destination_name, slug: row.destination_slug },
    additionalServices: services,
    difficulty: row.difficulty,
    maxAltitudeFt: row.max_altitude_ft,
    seasonMonths: row.season_months,
    highlights: row.highlights,
    itinerary: row.itinerary,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    nextDeparture: row.next_departure,
    updatedAt: new Date(row.updated_at).toISOString(),
    translations: { hi: hindi },
  };
}

export function toBatch(row: {
  id: string;
  package_id: string;
  start_date: string;
  end_date: string;
  total_seats: number;
  seats_left: number;
}): Batch {
  return {
    _id: row.id,
    packageId: row.package_id,
    startDate: row.start_date,
    endDate: row.end_date,
    totalSeats: row.total_seats,
    seatsLeft: row.seats_left,
    availability: availabilityFor(row.seats_left, row.total_seats),
  };
}

/** The package with these batches (its upcoming open ones, soonest first), whose first sets nextDeparture. */
function withBatches<P extends Package>(pkg: P, batches: BatchRow[]): P & PackageDetail {
  // The same rule as nextDeparture(): the first open batch after today.
  return { ...pkg, nextDeparture: batches[0]?.start_date ?? null, batches: batches.map(toBatch) };
}

/** The package with its upcoming open batches (start after today), soonest first, read now (seats change). */
export async function withUpcomingBatches<P extends Package>(
  db: DbOrTx,
  pkg: P,
  today = toDateOnly(),
): Promise<P & PackageDetail> {
  const batches = await db
    .selectFrom('batches')
    .select(['id', 'package_id', 'start_date', 'end_date', 'total_seats', 'seats_left'])
    .where('package_id', '=', pkg._id)
    .where('start_date', '>', today)
    .where('closed_at', 'is', null)
    .orderBy('start_date')
    .execute();
  return withBatches(pkg, batches);
}

/**
 * One published package by slug or id, in one query: as the catalogue describes it (add-ons, pictures), which
 * only a catalogue change alters, so the package page's API may keep it (`description`, without batches), and
 * with its upcoming open batches read now (`detail`). The related rows are JSON columns, not joins: on PGlite
 * planning two joins cost more than the rest of the query (bench:render's uncached package pages).
 */
export async function findPackageDetail(
  db: DbOrTx,
  slugOrId: string,
  today = toDateOnly(),
): Promise<{ description: DescribedPackage; detail: DescribedPackage & PackageDetail } | undefined> {
  const row = await db
    .selectFrom('packages as p')
    .selectAll('p')
    .select([
      categoryJson.as('category'),
      destinationJson.as('destination'),
      servicesJson.as('services'),
      upcomingBatchesJson(today).as('upcoming_batches'),
    ])
    .where('p.status', '=', 'published')
    .where(isId(slugOrId) ? 'p.id' : 'p.slug', '=', slugOrId)
    .executeTakeFirst();
  if (!row?.category || !row.destination) return undefined;
  const { category, destination, services, upcoming_batches: batches } = row;
  const addOnNames = Object.fromEntries(services.flatMap(({ id, hi }) => (hi ? [[id, hi]] : [])));
  const description = toPackage(
    {
      ...row,
      category_name: category.name,
      category_slug: category.slug,
      destination_name: destination.name,
      destination_slug: destination.slug,
      next_departure: batches[0]?.start_date ?? null,
    },
    services.map(({ id, name, price }) => ({ _id: id, name, price })),
    {
      ...row.translations.hi,
      ...(category.hi ? { categoryName: category.hi } : {}),
      ...(destination.hi ? { destinationName: destination.hi } : {}),
      addOnNames,
    },
  );
  const pictures = await picturesFor(db, [description.images.cardImage, ...description.images.gallery]);
  if (Object.keys(pictures).length > 0) description.images.pictures = pictures;
  return { description, detail: withBatches(description, batches) };
}

/** The id and slug of each of these packages (the addresses of their pages). */
export async function packagePagesOf(
  db: DbOrTx,
  packageIds: readonly string[],
): Promise<Array<{ id: string; slug: string }>> {
  if (packageIds.length === 0) return [];
  return db
    .selectFrom('packages')
    .select(['id', 'slug'])
    .where('id', 'in', [...new Set(packageIds)])
    .execute();
}
