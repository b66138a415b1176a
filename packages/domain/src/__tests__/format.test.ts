import { availabilityFor, discountPercent, formatRupees, isProfileComplete } from '../index';

describe('formatRupees', () => {
  it('formats whole rupees in the Indian grouping without decimals', () => {
    expect(formatRupees(1_899_900)).toBe('₹18,999');
    expect(formatRupees(123_456_700)).toBe('₹12,34,567');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('shows paise when the amount is not whole rupees', () => {
    expect(formatRupees(1_899_950)).toBe('₹18,999.50');
  });
});

describe('discountPercent', () => {
  it('rounds (original - offer) / original', () => {
    expect(discountPercent(2_499_900, 1_899_900)).toBe(24);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });
});

describe('isProfileComplete', () => {
  const full = {
    firstName: 'Asha',
    lastName: 'Rawat',
    phone: '9876543210',
    address: 'Rajpur Road, Dehradun',
  };
  it('is true only when all four fields are present', () => {
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, address: '  ' })).toBe(false);
    expect(isProfileComplete({ ...full, lastName: null })).toBe(false);
    expect(isProfileComplete({ firstName: 'A' })).toBe(false);
  });
});

describe('availabilityFor', () => {
  it('is sold out at zero, filling fast at 20% or 3 seats, else available', () => {
    expect(availabilityFor(0, 20)).toBe('sold-out');
    expect(availabilityFor(3, 40)).toBe('filling-fast');
    expect(availabilityFor(4, 20)).toBe('filling-fast');
    expect(availabilityFor(5, 20)).toBe('available');
    expect(availabilityFor(9, 40)).toBe('available');
    expect(availabilityFor(8, 40)).toBe('filling-fast');
  });
});
