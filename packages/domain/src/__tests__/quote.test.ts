import { addDays, paymentScheduleFor, quoteBooking, type PaymentType } from '../index';
import { QUOTE_CASES } from './quote-cases';

describe('quoteBooking', () => {
  it.each(QUOTE_CASES)('$name', ({ pkg, choice, today, expected }) => {
    expect(quoteBooking(pkg, choice, today)).toEqual(expected);
  });

  it.each(QUOTE_CASES)('adds up: $name', ({ expected: { price } }) => {
    expect(price.subtotal + price.gst).toBe(price.total);
    expect(price.payableAmount + price.remainingAmount).toBe(price.total);
  });

  it('takes the type asked whenever it is allowed, and refuses only an advance that is not', () => {
    const today = '2026-11-23';
    for (let days = 1; days <= 40; days += 1) {
      const startDate = addDays(today, days);
      const { advanceAllowed } = paymentScheduleFor(startDate, today);
      for (const asked of ['full', 'advance'] as PaymentType[]) {
        const quote = quoteBooking(
          { offerPrice: 1_000_000 },
          { startDate, seats: 1, addons: [], paymentType: asked },
          today,
        );
        expect(quote.advanceAllowed).toBe(advanceAllowed);
        expect(quote.requestedTypeAllowed).toBe(asked === 'full' || advanceAllowed);
        expect(quote.paymentType).toBe(quote.requestedTypeAllowed ? asked : 'full');
        // A balance date only with an advance, and never today or before.
        if (quote.paymentType === 'advance') expect(quote.balanceDueDate! > today).toBe(true);
        else expect(quote.balanceDueDate).toBeNull();
      }
    }
  });
});
