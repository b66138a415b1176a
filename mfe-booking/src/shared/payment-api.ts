import type { PaymentOrder, PaymentReturnBody, PaymentReturnResult } from '@trippy/contracts';
import { http, unwrap } from '@trippy/api-client';

// In this remote, not in @trippy/api-client (a shared singleton the shell was built with): see cancel-api.ts.

/** An order for the booking's next payment (the provider's checkout takes it from there). */
export async function createPaymentOrder(bookingId: string): Promise<PaymentOrder> {
  return unwrap(await http.post(`/api/bookings/${encodeURIComponent(bookingId)}/payment-order`));
}

/** The checkout's hand-back, verified and counted by the server. */
export async function returnPayment(
  bookingId: string,
  handBack: PaymentReturnBody,
): Promise<PaymentReturnResult> {
  return unwrap(await http.post(`/api/bookings/${encodeURIComponent(bookingId)}/payment-return`, handBack));
}

const HAND_BACK = /^(pay|order)_[A-Za-z0-9]{1,40}$/;

/** The hand-back in an address the checkout sent the browser back to, when it is one. */
export function handBackIn(search: string): { bookingId: string; body: PaymentReturnBody } | null {
  const params = new URLSearchParams(search.length > 2_000 ? '' : search);
  // The balance comes back to /profile?booking=…, the first payment to /booking-success?id=….
  const bookingId = params.get('booking') ?? params.get('id') ?? '';
  const body = {
    razorpay_payment_id: params.get('razorpay_payment_id') ?? '',
    razorpay_order_id: params.get('razorpay_order_id') ?? '',
    razorpay_signature: params.get('razorpay_signature') ?? '',
  };
  if (!/^[0-9a-f]{24}$/.test(bookingId)) return null;
  if (!HAND_BACK.test(body.razorpay_payment_id) || !HAND_BACK.test(body.razorpay_order_id)) return null;
  if (!/^[0-9a-f]{64}$/.test(body.razorpay_signature)) return null;
  return { bookingId, body };
}

const HAND_BACK_PARAMS = [
  'booking',
  'razorpay_payment_id',
  'razorpay_order_id',
  'razorpay_signature',
  'error',
];

/** The address without the checkout's hand-back (the booking success page keeps its ?id=). */
export function withoutHandBack(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search.length > 2_000 ? '' : location.search);
  HAND_BACK_PARAMS.forEach((name) => params.delete(name));
  const rest = params.toString();
  return rest ? `${location.pathname}?${rest}` : location.pathname;
}

/** Whether the checkout sent the browser back with a failed payment. */
export const paymentFailedIn = (search: string): boolean =>
  new URLSearchParams(search.length > 2_000 ? '' : search).get('error') === 'payment_failed';
