import type { Booking, RefundQuote } from '@trippy/contracts';
import { http } from './http';
import { unwrap } from './envelope';

/** The refund a cancellation would give today (standard or group table, days before departure). */
export async function fetchRefundQuote(bookingId: string): Promise<RefundQuote> {
  return unwrap(await http.get(`/api/bookings/${encodeURIComponent(bookingId)}/refund-quote`));
}

/** Cancels one of my bookings; the answer is the booking with status cancelled and its refund. */
export async function cancelBooking(bookingId: string): Promise<Booking> {
  return unwrap(await http.post(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`));
}
