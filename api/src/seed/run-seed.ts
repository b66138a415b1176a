import { sql } from 'kysely';
import { addDays, departuresInSeason, toDateOnly } from '@trippy/domain';
import type { Db } from '../db/schema';
import { json, newId } from '../db/ids';
import { hashPassword } from '../modules/sign-in/password';
import { CATEGORIES, DESTINATIONS } from './catalog-data';
import { ADD_ONS_HI, CATEGORIES_HI, DESTINATIONS_HI, nameTranslations } from './catalog-hi';
import { PACKAGES_HI } from './packages-hi';
import { DEMO_CUSTOMER, DEMO_OWNER, IMAGES_PER_PACKAGE, SEED_PACKAGES, imagePath } from './demo-data';

const rupees = (amount: number): number => Math.round(amount * 100);
const daysIn = (duration: string): number => Number(/(\d+)\s*Day/i.exec(duration)?.[1] ?? 1);

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('packages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) > 0;
}

/** Loads the demo catalogue (batches relative to `today`), the demo customer and the demo owner in one transaction. */
export async function seedDemoData(
  db: Db,
  today: string = toDateOnly(),
): Promise<{ packages: number; batches: number }> {
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  const ownerPasswordHash = await hashPassword(DEMO_OWNER.password);
  let batchCount = 0;
  const seeded = await db.transaction().execute(async (tx) => {
    // Two instances starting at once: the second waits here, then finds the catalogue and seeds nothing.
    await sql`SELECT pg_advisory_xact_lock(7431002)`.execute(tx);
    const existing = await tx
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(existing.count) > 0) return false;
    const categoryIds = new Map(CATEGORIES.map((c) => [c.slug, newId()]));
    const destinationIds = new Map(DESTINATIONS.map((d) => [d.slug, newId()]));
    await tx
      .insertInto('categories')
      .values(
        CATEGORIES.map((c, i) => ({
          id: categoryIds.get(c.slug) ?? '',
          slug: c.slug,
          name: c.name,
          description: c.description,
          sort_order: i,
          translations: nameTranslations(CATEGORIES_HI[c.slug]),
        })),
      )
      .execute();
    await tx
      .insertInto('destinations')
      .values(
        DESTINATIONS.map((d) => ({
          id: destinationIds.get(d.slug) ?? '',
          slug: d.slug,
          name: d.name,
          region: d.region,
          translations: nameTranslations(DESTINATIONS_HI[d.slug]),
        })),
      )
      .execute();
    for (const [index, pkg] of SEED_PACKAGES.entries()) {
      const id = newId();
      const durationDays = daysIn(pkg.duration);
      const categoryId = categoryIds.get(pkg.category);
      const destinationId = destinationIds.get(pkg.destination);
      if (!categoryId || !destinationId)
        throw new Error(`Seed package ${pkg.slug} has an unknown category or destination`);
      await tx
        .insertInto('packages')
        .values({
          id,
          slug: pkg.slug,
          name: pkg.name,
          location: pkg.location,
          category_id: categoryId,
          destination_id: destinationId,
          description: pkg.description,
          card_image: imagePath(pkg.slug, 1),
          gallery: json(Array.from({ length: IMAGES_PER_PACKAGE }, (_, n) => imagePath(pkg.slug, n + 1))),
          duration: pkg.duration,
          duration_days: durationDays,
          offer_price: rupees(pkg.offerPrice),
          original_price: rupees(pkg.originalPrice),
          package_type: pkg.packageType,
          difficulty: pkg.difficulty,
          max_altitude_ft: pkg.maxAltitudeFt,
          season_months: json(pkg.seasonMonths),
          translations: json(PACKAGES_HI[pkg.slug] ? { hi: PACKAGES_HI[pkg.slug] } : {}),
          highlights: json(pkg.highlights),
          itinerary: json(
            pkg.itinerary.map(([title, description], day) => ({ day: day + 1, title, description })),
          ),
          inclusions: json(pkg.inclusions),
          exclusions: json(pkg.exclusions),
          sort_order: index,
        })
        .execute();
      await tx
        .insertInto('additional_services')
        .values(
          pkg.services.map(([name, price], i) => ({
            id: newId(),
            package_id: id,
            name,
            price: rupees(price),
            sort_order: i,
            translations: nameTranslations(
              ADD_ONS_HI[name] === undefined ? undefined : { name: ADD_ONS_HI[name] },
            ),
          })),
        )
        .execute();
      const starts = departuresInSeason(
        pkg.seasonMonths,
        today,
        pkg.batches.map(([offset]) => offset),
      );
      await tx
        .insertInto('batches')
        .values(
          pkg.batches.map(([, total, left], n) => ({
            id: newId(),
            package_id: id,
            start_date: starts[n] ?? today,
            end_date: addDays(starts[n] ?? today, durationDays - 1),
            total_seats: total,
            seats_left: left,
          })),
        )
        .execute();
      batchCount += pkg.batches.length;
    }
    await tx
      .insertInto('customers')
      .values({
        id: newId(),
        first_name: DEMO_CUSTOMER.firstName,
        last_name: DEMO_CUSTOMER.lastName,
        email: DEMO_CUSTOMER.email,
        phone: DEMO_CUSTOMER.phone,
        address: DEMO_CUSTOMER.address,
        password_hash: passwordHash,
        email_verified: true,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('staff')
      .values({
        id: newId(),
        email: DEMO_OWNER.email,
        name: DEMO_OWNER.name,
        role: 'owner',
        password_hash: ownerPasswordHash,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
  return seeded ? { packages: SEED_PACKAGES.length, batches: batchCount } : { packages: 0, batches: 0 };
}
