import { BOOKING_REFERENCE_PATTERN, bookingReference, parseBookingReference } from '../booking-reference';

describe('booking references', () => {
  it('read as TH, the year and a five-digit number', () => {
    expect(bookingReference(2026, 42)).toBe('TH-26-00042');
    expect(bookingReference(2027, 1)).toBe('TH-27-00001');
    expect(bookingReference(2030, 123456)).toBe('TH-30-123456');
    expect(BOOKING_REFERENCE_PATTERN.test(bookingReference(2026, 42))).toBe(true);
  });

  it('refuses a number that is not a booking', () => {
    expect(() => bookingReference(2026, 0)).toThrow(RangeError);
    expect(() => bookingReference(2026, 1.5)).toThrow(RangeError);
  });

  it('normalises what a person types, and refuses anything else', () => {
    expect(parseBookingReference('th-26-42')).toBe('TH-26-00042');
    expect(parseBookingReference(' TH 26 00042 ')).toBe('TH-26-00042');
    expect(parseBookingReference('TH-26-00042')).toBe('TH-26-00042');
    expect(parseBookingReference('TH-26-0')).toBeNull();
    expect(parseBookingReference('Kedarnath')).toBeNull();
    expect(parseBookingReference(`TH-26-${'1'.repeat(50)}`)).toBeNull();
  });
});
