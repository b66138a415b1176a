/** Seats one booking (and one waitlist entry) may ask for. */
export const MAX_SEATS_PER_BOOKING = 20;

/** Seats a customer may pick on a batch: at least 1, never more than the seats left or the per-booking cap. */
export function maxSeatsFor(seatsLeft: number = MAX_SEATS_PER_BOOKING): number {
  return Math.max(1, Math.min(seatsLeft, MAX_SEATS_PER_BOOKING));
}

/** A wanted number of seats brought within 1..maxSeatsFor(seatsLeft) (anything not a number: 1). */
export function clampSeats(seats: number, seatsLeft: number = MAX_SEATS_PER_BOOKING): number {
  if (!Number.isFinite(seats)) return 1;
  return Math.max(1, Math.min(Math.floor(seats), maxSeatsFor(seatsLeft)));
}
