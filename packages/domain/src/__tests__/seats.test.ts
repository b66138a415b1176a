import { clampSeats, MAX_SEATS_PER_BOOKING, maxSeatsFor } from '../index';

describe('seats per booking', () => {
  test.each([
    [0, 1],
    [3, 3],
    [20, 20],
    [50, 20],
  ])('with %i seats left a customer may pick up to %i', (left, max) => {
    expect(maxSeatsFor(left)).toBe(max);
  });

  test.each([
    [5, 3, 3],
    [0, 10, 1],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 1],
    [99, undefined, MAX_SEATS_PER_BOOKING],
  ])('%d wanted with %s left: %i', (wanted, left, expected) => {
    expect(clampSeats(wanted, left)).toBe(expected);
  });
});
