import type { Booking, PackageDetail } from '@trippy/contracts';
import { site } from './site';
import { advanceAllowed, travellersFor } from './travellers';

export interface Booker {
  token: string;
  fullName: string;
  email: string;
  phone: string;
}

/**
 * Books `seats` on the package's first departure far enough away for the 25% advance (POST /api/bookings as
 * the booking page does): the booking held and unpaid, and the departure it took seats on.
 */
export async function bookAdvance(
  pkg: PackageDetail,
  booker: Booker,
  seats = 1,
): Promise<{ booking: Booking; batchId: string }> {
  const batch = pkg.batches.find((b) => b.seatsLeft >= seats && advanceAllowed(b));
  if (!batch) throw new Error(`${pkg.slug} has no departure with ${seats} seats left open to an advance`);
  const response = await fetch(`${site().origin}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${booker.token}` },
    body: JSON.stringify({
      packageId: pkg._id,
      batchId: batch._id,
      numberOfSeats: seats,
      paymentType: 'advance',
      addonIds: [],
      customerDetails: {
        fullName: booker.fullName,
        email: booker.email,
        phone: booker.phone,
        address: '12 Rajpur Road, Dehradun 248001',
        emergencyContact: '9811122233',
        emergencyName: 'Ravi Rawat',
      },
      travellers: travellersFor(seats, booker.phone),
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/bookings answered ${response.status}`);
  return { booking: ((await response.json()) as { data: Booking }).data, batchId: batch._id };
}
