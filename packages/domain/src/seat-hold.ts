import { msg } from './message';
/**
 * What a new booking is told (the spec's "Booking confirmed! We will contact you shortly." said so before any
 * money was received: a booking is confirmed only when its first payment is).
 */
export const BOOKING_RECEIVED_MESSAGE = msg('Booking received! Pay now to confirm your seats.');

/** Why a booking was released: its payment was not completed while its seats were held. */
export const HOLD_EXPIRED_NOTE = msg('Payment not completed in time: the seats were released.');

/** The refusal when one account would hold more unpaid seats than allowed. */
export const tooManyHeldSeats = (max: number, held: number): string =>
  `One account can hold at most ${max} unpaid seats at a time (you hold ${held}). Pay for a booking you made, or wait for its hold to end.`;

/** When a new booking's hold ends. */
export const holdExpiry = (now: Date, holdMinutes: number): Date =>
  new Date(now.getTime() + holdMinutes * 60_000);

/** Whether an unpaid booking's hold has ended at `now` (a booking with money received is never released). */
export function holdEnded(
  booking: { status: string; amountPaid: number; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    booking.status === 'pending' &&
    booking.amountPaid === 0 &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() <= now.getTime()
  );
}
