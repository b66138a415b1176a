import { sql, type Selectable } from 'kysely';
import { normaliseSeason, seatsSold } from '@trippy/domain';
import type {
  CatalogueOptions,
  OperatorBatch,
  OperatorPackageBody,
  OperatorPackageDetail,
  OperatorPackageListItem,
  OperatorPackageListQuery,
} from '@trippy/contracts';
import type { Database, DbOrTx } from '../../db/schema';
import { iso, json, newId } from '../../db/ids';
import { containing, pageWithTotal } from '../../shared/list-query.repository';
import { pageOf } from '../../shared/operator-paging';
import { toBatch } from './packages.repository';

type BatchRow = Selectable<Database['batches']>;

/** The public batch, with what only staff see: seats sold and whether (since when) it is closed. */
export function toOperatorBatch(row: BatchRow): OperatorBatch {
  return {
    ...toBatch(row),
    seatsSold: seatsSold({ totalSeats: row.total_seats, seatsLeft: row.seats_left }),
    closed: row.closed_at !== null,
    closedAt: row.closed_at ? iso(row.closed_at) : null,
  };
}

/** The category and destination a package row was joined to. */
const placeOf = (row: {
  category_id: string;
  category_name: string;
  category_slug: string;
  destination_id: string;
  destination_name: string;
  destination_slug: string;
}) => ({
  category: { _id: row.category_id, name: row.category_name, slug: row.category_slug },
  destination: { _id: row.destination_id, name: row.destination_name, slug: row.destination_slug },
});

/** Every package (drafts included), joined to its category and destination: the back office's view. */
const allPackages = (db: DbOrTx) =>
  db
    .selectFrom('packages as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('destinations as d', 'd.id', 'p.destination_id');

export async function listOperatorPackages(
  db: DbOrTx,
  query: OperatorPackageListQuery,
  today: string,
): Promise<{ items: OperatorPackageListItem[]; total: number }> {
  let base = allPackages(db);
  if (query.status) base = base.where('p.status', '=', query.status);
  if (query.q) {
    const like = containing(query.q.trim());
    base = base.where((eb) =>
      eb.or([like(eb.ref('p.name')), like(eb.ref('p.slug')), like(eb.ref('p.location'))]),
    );
  }
  const { rows, total } = await pageWithTotal(
    base,
    base
      .select([
        'p.id',
        'p.name',
        'p.slug',
        'p.status',
        'p.card_image',
        'p.duration_days',
        'p.offer_price',
        'p.original_price',
        'p.updated_at',
        'c.id as category_id',
        'c.name as category_name',
        'c.slug as category_slug',
        'd.id as destination_id',
        'd.name as destination_name',
        'd.slug as destination_slug',
        sql<
          string | null
        >`(SELECT to_char(min(b.start_date), 'YYYY-MM-DD') FROM batches b WHERE b.package_id = p.id AND b.start_date > ${today}::date)`.as(
          'next_departure',
        ),
        sql<number>`(SELECT count(*) FROM batches b WHERE b.package_id = p.id AND b.start_date > ${today}::date)::int`.as(
          'upcoming',
        ),
      ])
      .orderBy('p.name')
      .orderBy('p.id'),
    pageOf(query),
  );
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      status: row.status,
      ...placeOf(row),
      cardImage: row.card_image,
      durationDays: row.duration_days,
      offerPrice: row.offer_price,
      originalPrice: row.original_price,
      nextDeparture: row.next_departure,
      upcomingBatches: Number(row.upcoming),
      updatedAt: iso(row.updated_at),
    })),
  };
}

export async function operatorPackageDetail(
  db: DbOrTx,
  id: string,
): Promise<OperatorPackageDetail | undefined> {
  const row = await allPackages(db)
    .selectAll('p')
    .select([
      'c.name as category_name',
      'c.slug as category_slug',
      'd.name as destination_name',
      'd.slug as destination_slug',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [addons, batches] = await Promise.all([
    db
      .selectFrom('additional_services')
      .select(['id', 'name', 'price'])
      .where('package_id', '=', id)
      .orderBy('sort_order')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('batches')
      .selectAll()
      .where('package_id', '=', id)
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
  ]);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    location: row.location,
    ...placeOf(row),
    description: row.description,
    cardImage: row.card_image,
    gallery: row.gallery,
    duration: row.duration,
    durationDays: row.duration_days,
    offerPrice: row.offer_price,
    originalPrice: row.original_price,
    packageType: row.package_type,
    difficulty: row.difficulty,
    maxAltitudeFt: row.max_altitude_ft,
    seasonMonths: row.season_months,
    highlights: row.highlights,
    itinerary: row.itinerary,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    addons: addons.map((addon) => ({ _id: addon.id, name: addon.name, price: addon.price })),
    status: row.status,
    translations: row.translations,
    batches: batches.map(toOperatorBatch),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function catalogueOptions(db: DbOrTx): Promise<CatalogueOptions> {
  const [categories, destinations] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name', 'slug'])
      .orderBy('sort_order')
      .orderBy('name')
      .execute(),
    db.selectFrom('destinations').select(['id', 'name', 'slug', 'region']).orderBy('name').execute(),
  ]);
  return {
    categories: categories.map((row) => ({ _id: row.id, name: row.name, slug: row.slug })),
    destinations: destinations.map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      region: row.region,
    })),
  };
}

/** Which of the category and destination exist (a package must name both). */
export async function refsExist(
  db: DbOrTx,
  categoryId: string,
  destinationId: string,
): Promise<{ category: boolean; destination: boolean }> {
  const [category, destination] = await Promise.all([
    db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst(),
    db.selectFrom('destinations').select('id').where('id', '=', destinationId).executeTakeFirst(),
  ]);
  return { category: category !== undefined, destination: destination !== undefined };
}

/** Another package using the slug (the slug is unique). */
export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('packages').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const columnsOf = (body: OperatorPackageBody) => ({
  slug: body.slug,
  name: body.name.trim(),
  location: body.location.trim(),
  category_id: body.categoryId,
  destination_id: body.destinationId,
  description: body.description,
  card_image: body.cardImage,
  gallery: json(body.gallery),
  duration: body.duration.trim(),
  duration_days: body.durationDays,
  offer_price: body.offerPrice,
  original_price: body.originalPrice,
  package_type: body.packageType.trim(),
  difficulty: body.difficulty,
  max_altitude_ft: body.maxAltitudeFt,
  ...(body.seasonMonths ? { season_months: json(normaliseSeason(body.seasonMonths)) } : {}),
  highlights: json(body.highlights),
  itinerary: json(body.itinerary),
  inclusions: json(body.inclusions),
  exclusions: json(body.exclusions),
  status: body.status,
  ...(body.translations ? { translations: json(body.translations) } : {}),
});

/** Inserts a new package (after every other in the catalogue's order); returns its id. */
export async function insertPackage(tx: DbOrTx, body: OperatorPackageBody): Promise<string> {
  const id = newId();
  const last = await tx
    .selectFrom('packages')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  await tx
    .insertInto('packages')
    .values({
      id,
      ...columnsOf(body),
      sort_order: Number(last?.max ?? 0) + 1,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return id;
}

/** Locks the package row for an edit; undefined when there is none. */
export function lockPackage(tx: DbOrTx, id: string) {
  return tx.selectFrom('packages').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updatePackage(tx: DbOrTx, id: string, body: OperatorPackageBody): Promise<void> {
  await tx
    .updateTable('packages')
    .set({ ...columnsOf(body), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The package changed in a way its public page shows (a batch): the sitemap's lastmod moves. */
export async function touchPackage(tx: DbOrTx, id: string): Promise<void> {
  await tx.updateTable('packages').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

/**
 * Makes the package's add-ons exactly the list: an entry with the id of one of its add-ons updates it, an
 * entry without (or with another package's id) is new, add-ons not in the list are removed. Bookings keep
 * their own copy of the add-ons they chose.
 */
export async function replaceAddons(
  tx: DbOrTx,
  packageId: string,
  addons: OperatorPackageBody['addons'],
): Promise<void> {
  const existing = new Set(
    (
      await tx.selectFrom('additional_services').select('id').where('package_id', '=', packageId).execute()
    ).map((row) => row.id),
  );
  const kept = addons
    .map((addon) => addon._id)
    .filter((id): id is string => id !== undefined && existing.has(id));
  let removal = tx.deleteFrom('additional_services').where('package_id', '=', packageId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [index, addon] of addons.entries()) {
    if (addon._id && existing.has(addon._id)) {
      await tx
        .updateTable('additional_services')
        .set({ name: addon.name.trim(), price: addon.price, sort_order: index })
        .where('id', '=', addon._id)
        .execute();
    } else {
      await tx
        .insertInto('additional_services')
        .values({
          id: newId(),
          package_id: packageId,
          name: addon.name.trim(),
          price: addon.price,
          sort_order: index,
        })
        .execute();
    }
  }
}
