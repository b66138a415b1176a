import {
  availabilityFor,
  discountPercent,
  formatPrice,
  formatRupees,
  isProfileComplete,
  priceBooking,
} from '../index';

describe('formatRupees: every sum of a booking, always in rupees and paise', () => {
  it('shows paise on every amount, whole or not, in the Indian grouping', () => {
    expect(formatRupees(1_994_895)).toBe('₹19,948.95');
    expect(formatRupees(1_899_900)).toBe('₹18,999.00');
    expect(formatRupees(123_456_700)).toBe('₹12,34,567.00');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });
  it('shows the subtotal, GST, total, advance and balance of one booking alike (never one whole, one in paise)', () => {
    const price = priceBooking({ offerPrice: 1_899_900, seats: 1, addons: [], paymentType: 'advance' });
    const shown = [price.subtotal, price.gst, price.total, price.payableAmount, price.remainingAmount].map(
      (paise) => formatRupees(paise),
    );
    expect(shown).toEqual(['₹18,999.00', '₹949.95', '₹19,948.95', '₹4,987.24', '₹14,961.71']);
    for (const text of shown) expect(text).toMatch(/^₹[\d,]+\.\d{2}$/);
  });
});

describe('formatPrice: a listed price (per person, add-on)', () => {
  it('shows whole rupees without decimals', () => {
    expect(formatPrice(1_899_900)).toBe('₹18,999');
    expect(formatPrice(123_456_700)).toBe('₹12,34,567');
  });
  it('never rounds away paise a price has', () => {
    expect(formatPrice(1_899_950)).toBe('₹18,999.50');
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
