import type { Manifest } from '@trippy/contracts';
import { remainingAfter } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { batchSummary, findBatch } from '../catalogue/operator-batches.repository';
import { maskedTravellersOf } from './travellers.repository';

/** A departure's manifest: every non-cancelled booking of the batch, by the lead traveller's name. */
export async function batchManifest(db: DbOrTx, batchId: string): Promise<Manifest | undefined> {
  const batch = await findBatch(db, batchId);
  if (!batch) return undefined;
  const [pkg, rows] = await Promise.all([
    db
      .selectFrom('packages')
      .select(['id', 'name', 'slug', 'duration', 'location'])
      .where('id', '=', batch.package_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bookings')
      .select([
        'id',
        'status',
        'customer_details',
        'number_of_seats',
        'addons',
        'total',
        'amount_paid',
        'created_at',
      ])
      .where('batch_id', '=', batchId)
      .where('status', '!=', 'cancelled')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const travellers = await maskedTravellersOf(
    db,
    rows.map((row) => row.id),
  );
  const entries = rows
    .map((row) => {
      const details = row.customer_details;
      return {
        bookingId: row.id,
        status: row.status,
        name: details.fullName ?? '',
        phone: details.phone ?? '',
        email: details.email ?? '',
        seats: row.number_of_seats,
        emergencyName: details.emergencyName ?? '',
        emergencyContact: details.emergencyContact ?? '',
        specialRequirements: details.specialRequirements ?? '',
        addons: row.addons.map((addon) => addon.name),
        amountPaid: row.amount_paid,
        remainingAmount: remainingAfter({ total: row.total, amountPaid: row.amount_paid }),
        travellers: travellers.get(row.id) ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN') || a.bookingId.localeCompare(b.bookingId));
  return {
    batch: batchSummary(batch),
    package: { _id: pkg.id, name: pkg.name, slug: pkg.slug, duration: pkg.duration, location: pkg.location },
    entries,
    totals: {
      bookings: entries.length,
      seats: entries.reduce((sum, entry) => sum + entry.seats, 0),
      amountPaid: entries.reduce((sum, entry) => sum + entry.amountPaid, 0),
      remainingAmount: entries.reduce((sum, entry) => sum + entry.remainingAmount, 0),
    },
  };
}
