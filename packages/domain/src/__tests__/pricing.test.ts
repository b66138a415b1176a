import { ADVANCE_PERCENT, GST_PERCENT, balanceDueDate, priceBooking } from '../index';

describe('priceBooking', () => {
  it('prices seats, per-person add-ons, GST and a full payment', () => {
    const price = priceBooking({
      offerPrice: 1_899_900,
      seats: 2,
      addons: [{ price: 250_000 }, { price: 50_000 }],
      paymentType: 'full',
    });
    expect(price).toEqual({
      subtotal: 4_399_800,
      gst: 219_990,
      total: 4_619_790,
      payableAmount: 4_619_790,
      remainingAmount: 0,
    });
  });

  it('takes 25% of the total as advance and leaves the rest remaining', () => {
    const price = priceBooking({ offerPrice: 1_000_000, seats: 1, addons: [], paymentType: 'advance' });
    expect(price.total).toBe(1_050_000);
    expect(price.payableAmount).toBe(262_500);
    expect(price.remainingAmount).toBe(787_500);
  });

  it('rounds GST half up to whole paise', () => {
    // 5% of 10 paise is 0.5 paise -> 1
    expect(priceBooking({ offerPrice: 10, seats: 1, addons: [], paymentType: 'full' }).gst).toBe(1);
    // 5% of 29 paise is 1.45 -> 1
    expect(priceBooking({ offerPrice: 29, seats: 1, addons: [], paymentType: 'full' }).gst).toBe(1);
  });

  it('rounds the advance to whole paise and keeps payable + remaining = total', () => {
    const price = priceBooking({ offerPrice: 101, seats: 1, addons: [], paymentType: 'advance' });
    // subtotal 101, gst round(5.05)=5, total 106, advance round(26.5)=27
    expect(price).toEqual({ subtotal: 101, gst: 5, total: 106, payableAmount: 27, remainingAmount: 79 });
    for (let offer = 1; offer < 400; offer += 7) {
      const p = priceBooking({
        offerPrice: offer,
        seats: 3,
        addons: [{ price: 13 }],
        paymentType: 'advance',
      });
      expect(p.payableAmount + p.remainingAmount).toBe(p.total);
    }
  });

  it('exposes the business constants', () => {
    expect(GST_PERCENT).toBe(5);
    expect(ADVANCE_PERCENT).toBe(25);
  });
});

describe('balanceDueDate', () => {
  it('is 15 days before departure, across month and year ends', () => {
    expect(balanceDueDate('2026-06-20')).toBe('2026-06-05');
    expect(balanceDueDate('2026-03-10')).toBe('2026-02-23');
    expect(balanceDueDate('2027-01-05')).toBe('2026-12-21');
  });
});
