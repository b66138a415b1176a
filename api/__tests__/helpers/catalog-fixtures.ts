import { addDays, toDateOnly } from '@trippy/domain';
import type { Db } from '../../src/db/schema';
import { json, newId } from '../../src/db/ids';

export interface FixturePackage {
  name: string;
  location?: string;
  description?: string;
  /** Slug of an existing category (default treks). */
  category?: string;
  /** Slug of an existing destination (default chamoli). */
  destination?: string;
  durationDays?: number;
  /** Paise. */
  offerPrice?: number;
  /** After every demo package unless given. */
  sortOrder?: number;
  /** Days from today of each batch. */
  departures?: number[];
  /** Default `/images/packages/{slug}-1.svg`. */
  cardImage?: string;
  /** Default none. */
  gallery?: string[];
}

let counter = 0;

/** Inserts packages (with their batches) into a migrated database; returns their slugs in order. */
export async function addPackages(db: Db, packages: FixturePackage[]): Promise<string[]> {
  const today = toDateOnly();
  const slugs: string[] = [];
  for (const pkg of packages) {
    counter += 1;
    const slug = `fixture-${counter}-${newId().slice(0, 6)}`;
    const [category, destination] = await Promise.all([
      db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', pkg.category ?? 'treks')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('destinations')
        .select('id')
        .where('slug', '=', pkg.destination ?? 'chamoli')
        .executeTakeFirstOrThrow(),
    ]);
    const id = newId();
    const days = pkg.durationDays ?? 5;
    await db
      .insertInto('packages')
      .values({
        id,
        slug,
        name: pkg.name,
        location: pkg.location ?? 'Joshimath, Chamoli',
        category_id: category.id,
        destination_id: destination.id,
        description: pkg.description ?? 'A guided trip in the hills.',
        card_image: pkg.cardImage ?? `/images/packages/${slug}-1.svg`,
        gallery: json(pkg.gallery ?? []),
        duration: `${days} Days / ${days - 1} Nights`,
        duration_days: days,
        offer_price: pkg.offerPrice ?? 1_000_000,
        original_price: (pkg.offerPrice ?? 1_000_000) + 200_000,
        package_type: 'Trek',
        difficulty: null,
        max_altitude_ft: null,
        highlights: json([]),
        itinerary: json([]),
        inclusions: json([]),
        exclusions: json([]),
        sort_order: pkg.sortOrder ?? 1000 + counter,
      })
      .execute();
    for (const offset of pkg.departures ?? []) {
      await db
        .insertInto('batches')
        .values({
          id: newId(),
          package_id: id,
          start_date: addDays(today, offset),
          end_date: addDays(today, offset + days - 1),
          total_seats: 20,
          seats_left: 20,
        })
        .execute();
    }
    slugs.push(slug);
  }
  return slugs;
}

/** A category of its own (for matching on the category name). */
export async function addCategory(db: Db, slug: string, name: string): Promise<void> {
  await db.insertInto('categories').values({ id: newId(), slug, name, sort_order: 100 }).execute();
}
