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
