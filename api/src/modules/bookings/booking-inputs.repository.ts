import { sql, type Insertable } from 'kysely';
import { bookingReference } from '@trippy/domain';
import type { Database, DbOrTx } from '../../db/schema';

/** A published package as a booking records it, with its destination's name; undefined when not bookable. */
export function findBookablePackage(db: DbOrTx, packageId: string) {
  return db
    .selectFrom('packages as p')
    .innerJoin('destinations as d', 'd.id', 'p.destination_id')
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'p.package_type',
      'p.duration',
      'p.offer_price',
      'p.original_price',
      'd.name as destination',
    ])
    .where('p.id', '=', packageId)
    .where('p.status', '=', 'published')
    .executeTakeFirst();
}

/** A batch as it is now (seats left, closed, cancelled). */
export function findBatch(db: DbOrTx, batchId: string) {
  return db.selectFrom('batches').selectAll().where('id', '=', batchId).executeTakeFirst();
}

/** Those of these add-ons that the package offers, with their prices. */
export function findPackageAddons(db: DbOrTx, packageId: string, addonIds: string[]) {
  if (addonIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('additional_services')
    .select(['id', 'name', 'price'])
    .where('package_id', '=', packageId)
    .where('id', 'in', addonIds)
    .execute();
}

/** Stores a new booking and answers its row. */
export function insertBooking(db: DbOrTx, values: Insertable<Database['bookings']>) {
  return db.insertInto('bookings').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * The next booking reference of the year (TH-26-00042). The counter row stays locked until the booking's
 * transaction ends, so references are sequential and a rolled-back booking leaves no gap.
 */
export async function nextBookingReference(tx: DbOrTx, year: number): Promise<string> {
  const { last } = await tx
    .insertInto('booking_reference_counters')
    .values({ year, last: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last: sql<number>`booking_reference_counters.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return bookingReference(year, last);
}
