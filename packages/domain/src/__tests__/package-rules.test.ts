import { batchDatesError, packageRuleError } from '../index';

describe('packageRuleError', () => {
  const days = (...numbers: number[]) => numbers.map((day) => ({ day }));

  it('accepts prices in order and days numbered 1..n', () => {
    expect(packageRuleError({ offerPrice: 100, originalPrice: 100, itinerary: days(1, 2, 3) })).toBeNull();
    expect(packageRuleError({ offerPrice: 0, originalPrice: 100, itinerary: [] })).toBeNull();
  });

  it('refuses an offer above the original price', () => {
    expect(packageRuleError({ offerPrice: 101, originalPrice: 100, itinerary: [] })).toBe(
      'The offer price cannot be above the original price',
    );
  });

  it.each([[days(2, 3)], [days(1, 3)], [days(1, 2, 2)], [days(1, 1)]])('refuses days %j', (itinerary) => {
    expect(packageRuleError({ offerPrice: 1, originalPrice: 2, itinerary })).toMatch(
      /^Itinerary days must be numbered 1 to/,
    );
  });
});

describe('batchDatesError', () => {
  it('wants the end on or after the start, and a new start after today', () => {
    expect(batchDatesError({ startDate: '2030-05-01', endDate: '2030-05-01' }, '2030-04-01')).toBeNull();
    expect(batchDatesError({ startDate: '2030-05-02', endDate: '2030-05-01' }, '2030-04-01')).toMatch(
      /end date/,
    );
    expect(batchDatesError({ startDate: '2030-04-01', endDate: '2030-04-05' }, '2030-04-01')).toMatch(
      /after today/,
    );
    expect(
      batchDatesError({ startDate: '2030-04-01', endDate: '2030-04-05' }, '2030-04-01', false),
    ).toBeNull();
    expect(batchDatesError({ startDate: '2030-02-31', endDate: '2030-03-05' }, '2030-01-01')).toMatch(
      /not a date/,
    );
  });
});
