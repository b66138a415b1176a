export interface BatchSeats {
  totalSeats: number;
  seatsLeft: number;
}

/** Seats sold on a batch: what is not left. */
export function seatsSold({ totalSeats, seatsLeft }: BatchSeats): number {
  return Math.max(0, totalSeats - seatsLeft);
}

export type ResizeOutcome = { ok: true; totalSeats: number; seatsLeft: number } | { ok: false; sold: number };

/** A new seat count for a batch: never below the seats already sold; the seats left follow. */
export function resizeBatch(batch: BatchSeats, totalSeats: number): ResizeOutcome {
  const sold = seatsSold(batch);
  if (!Number.isSafeInteger(totalSeats) || totalSeats < sold) return { ok: false, sold };
  return { ok: true, totalSeats, seatsLeft: totalSeats - sold };
}

export const seatsBelowSoldMessage = (sold: number): string =>
  `Seats cannot be fewer than the ${sold} already sold`;

export interface SeatSplit {
  /** Taken by bookings with money received (or otherwise not on sale and not held). */
  seatsSold: number;
  /** Held unpaid: new bookings while their payment is under way, waitlist offers while open. */
  seatsHeld: number;
  seatsLeft: number;
}

/**
 * A batch's seats in three, as every back-office screen shows them: left on sale, held unpaid, and sold (the
 * rest of the seats taken). Held never exceeds what is taken, so sold + held + left = total.
 */
export function seatSplit({
  totalSeats,
  seatsLeft,
  seatsHeld,
}: BatchSeats & { seatsHeld: number }): SeatSplit {
  const taken = seatsSold({ totalSeats, seatsLeft });
  const held = Math.min(Math.max(0, seatsHeld), taken);
  return { seatsSold: taken - held, seatsHeld: held, seatsLeft: totalSeats - taken };
}
