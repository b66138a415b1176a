import { resizeBatch, seatsBelowSoldMessage, seatsSold } from '../index';

describe('resizeBatch', () => {
  const batch = { totalSeats: 20, seatsLeft: 8 }; // 12 sold

  it('keeps the seats sold and moves the seats left', () => {
    expect(seatsSold(batch)).toBe(12);
    expect(resizeBatch(batch, 30)).toEqual({ ok: true, totalSeats: 30, seatsLeft: 18 });
    expect(resizeBatch(batch, 12)).toEqual({ ok: true, totalSeats: 12, seatsLeft: 0 });
  });

  it('never goes below the seats sold', () => {
    expect(resizeBatch(batch, 11)).toEqual({ ok: false, sold: 12 });
    expect(seatsBelowSoldMessage(12)).toBe('Seats cannot be fewer than the 12 already sold');
  });
});
