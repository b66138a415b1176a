import { holdEnded, holdExpiry, tooManyHeldSeats } from '../seat-hold';

describe('seats held while a payment is under way', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('ends SEAT_HOLD_MINUTES after the booking', () => {
    expect(holdExpiry(now, 15).toISOString()).toBe('2026-11-27T10:15:00.000Z');
  });

  it('releases only an unpaid pending booking whose hold has ended', () => {
    const held = { status: 'pending', amountPaid: 0, holdExpiresAt: new Date('2026-11-27T10:00:00Z') };
    expect(holdEnded(held, now)).toBe(true);
    expect(holdEnded(held, new Date('2026-11-27T09:59:59Z'))).toBe(false);
    expect(holdEnded({ ...held, amountPaid: 100 }, now)).toBe(false);
    expect(holdEnded({ ...held, status: 'confirmed' }, now)).toBe(false);
    expect(holdEnded({ ...held, holdExpiresAt: null }, now)).toBe(false);
  });

  it('says how many seats the account holds when it would hold too many', () => {
    expect(tooManyHeldSeats(20, 18)).toBe(
      'One account can hold at most 20 unpaid seats at a time (you hold 18). Pay for a booking you made, or wait for its hold to end.',
    );
  });
});
