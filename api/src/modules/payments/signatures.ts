import crypto from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Hex HMAC-SHA256 of `data` with `secret`. */
export const hmacHex = (data: string | Buffer, secret: string): string =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

/** `given` equals the expected hex signature, compared in constant time (a malformed one is simply false). */
export function signatureMatches(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || !HEX_SHA256.test(given)) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** Standard Checkout's hand-back: HMAC-SHA256(`order_id|payment_id`, key secret). */
export const checkoutSignature = (orderId: string, paymentId: string, keySecret: string): string =>
  hmacHex(`${orderId}|${paymentId}`, keySecret);
