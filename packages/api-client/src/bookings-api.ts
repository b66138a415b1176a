import type { Booking, BookingCreateBody } from '@trippy/contracts';
import { http } from './http';
import { unwrap } from './envelope';

/** The idempotency key makes a repeated submit (double click, retry) return the first booking. */
export async function createBooking(body: BookingCreateBody, idempotencyKey: string): Promise<Booking> {
  return unwrap(await http.post('/api/bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } }));
}

export async function fetchBooking(id: string): Promise<Booking> {
  return unwrap(await http.get(`/api/bookings/${encodeURIComponent(id)}`));
}

export async function fetchMyBookings(): Promise<Booking[]> {
  return unwrap(await http.get('/api/bookings'));
}
