export type Availability = 'available' | 'filling-fast' | 'sold-out';

export const FILLING_FAST_PERCENT = 20;
export const FILLING_FAST_SEATS = 3;

/** Sold out at 0 seats; filling fast at 20% of the seats or 3 seats or fewer; otherwise available. */
export function availabilityFor(seatsLeft: number, totalSeats: number): Availability {
  if (seatsLeft <= 0) return 'sold-out';
  if (seatsLeft <= FILLING_FAST_SEATS || seatsLeft * 100 <= totalSeats * FILLING_FAST_PERCENT)
    return 'filling-fast';
  return 'available';
}
