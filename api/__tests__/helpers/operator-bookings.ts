import type { PackageDetail } from '@trippy/contracts';
import { addDays, toDateOnly } from '@trippy/domain';
import type { App } from '../../src/types';
import { bearer } from './test-app';
import { travellersFor } from './travellers';

/** Moves a batch of the package to start `inDays` from today (so it counts as an upcoming departure). */
export async function batchStartingIn(
  app: App,
  slug: string,
  inDays: number,
): Promise<{ id: string; packageId: string }> {
  const pkg = (await app.inject(`/api/packages/${slug}`)).json<{ data: PackageDetail }>().data;
  const batch = pkg.batches.find((b) => b.seatsLeft > 3);
  if (!batch) throw new Error(`no batch with seats on ${slug}`);
  const start = addDays(toDateOnly(), inDays);
  await app.db
    .updateTable('batches')
    .set({ start_date: start, end_date: addDays(start, 2) })
    .where('id', '=', batch._id)
    .execute();
  return { id: batch._id, packageId: pkg._id };
}

/** Books seats on a batch as the customer; returns the booking's id. */
export async function bookSeats(
  app: App,
  token: string,
  batch: { id: string; packageId: string },
  options: { seats?: number; paymentType?: 'full' | 'advance'; fullName?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: {
      packageId: batch.packageId,
      batchId: batch.id,
      numberOfSeats: options.seats ?? 1,
      paymentType: options.paymentType ?? 'full',
      addonIds: [],
      travellers: travellersFor(options.seats ?? 1),
      customerDetails: {
        fullName: options.fullName ?? 'Isha Rana',
        email: 'isha@example.in',
        phone: '9811111111',
        address: 'Dehradun',
        emergencyContact: '9822222222',
        emergencyName: 'Raj Rana',
      },
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { _id: string } }>().data._id;
}
