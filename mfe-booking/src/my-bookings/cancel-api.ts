import type { Booking, RefundQuote } from '@trippy/contracts';
import { http, unwrap } from '@trippy/api-client';

// These two calls live in this remote, not in @trippy/api-client: that package is a shared singleton and the
// copy a page runs is the one the shell was built with, so a new export there would be missing until the
// shell is redeployed. The shared `http` instance (bearer token, time-out, 401 rule) is used as is.

/** The refund a cancellation would give today (standard or group table, days before departure). */
export async function fetchRefundQuote(bookingId: string): Promise<RefundQuote> {
  return unwrap(await http.get(`/api/bookings/${encodeURIComponent(bookingId)}/refund-quote`));
}

/** Cancels one of my bookings; the answer is the booking, status cancelled, with its refund. */
export async function cancelBooking(bookingId: string): Promise<Booking> {
  return unwrap(await http.post(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`));
}
