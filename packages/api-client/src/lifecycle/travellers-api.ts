import type { Booking, TravellerInput } from '@trippy/contracts';
import { http } from '../http';
import { unwrap } from '../envelope';

/** Replaces the travellers of one of my bookings (one per seat); answers the booking, numbers masked. */
export async function updateTravellers(bookingId: string, travellers: TravellerInput[]): Promise<Booking> {
  return unwrap(await http.put(`/api/bookings/${encodeURIComponent(bookingId)}/travellers`, { travellers }));
}
