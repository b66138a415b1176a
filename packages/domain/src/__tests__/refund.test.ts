import { daysBetween, REFUND_BANDS, refundBandFor, refundFor } from '../index';

const paid = 1_000_000;

describe('refundFor: standard table (fewer than 10 travellers)', () => {
  it.each([
    [120, 100],
    [45, 100],
    [44, 75],
    [31, 75],
    [30, 50],
    [16, 50],
    [15, 25],
    [8, 25],
    [7, 0],
    [0, 0],
    [-3, 0],
  ])('%i days before departure refunds %i%%', (days, percent) => {
    const quote = refundFor({ daysBeforeDeparture: days, travellers: 9, amountPaid: paid });
    expect(quote).toEqual({ percent, amount: (paid * percent) / 100, table: 'standard' });
  });
});

describe('refundFor: group table (10 or more travellers)', () => {
  it.each([
    [60, 90],
    [45, 90],
    [44, 70],
    [30, 70],
    [29, 40],
    [15, 40],
    [14, 0],
    [0, 0],
  ])('%i days before departure refunds %i%%', (days, percent) => {
    const quote = refundFor({ daysBeforeDeparture: days, travellers: 10, amountPaid: paid });
    expect(quote).toEqual({ percent, amount: (paid * percent) / 100, table: 'group' });
  });
});

describe('refundFor rounding', () => {
  it('rounds the refund to whole paise', () => {
    expect(refundFor({ daysBeforeDeparture: 40, travellers: 1, amountPaid: 333 }).amount).toBe(250);
  });
});

describe('daysBetween', () => {
  it('counts calendar days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-02-15')).toBe(45);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });
  it('ignores the time of day and crosses DST-free UTC boundaries', () => {
    expect(daysBetween(new Date('2026-05-01T23:59:00Z'), '2026-05-02')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
  it('rejects malformed dates', () => {
    expect(() => daysBetween('01/02/2026', '2026-01-02')).toThrow('YYYY-MM-DD');
  });
});

describe('refund bands as customers read them', () => {
  test('labels follow the tables', () => {
    expect(REFUND_BANDS.standard.map((band) => band.label)).toEqual([
      '45 days or more before departure',
      '31 to 44 days before departure',
      '16 to 30 days before departure',
      '8 to 15 days before departure',
      '0 to 7 days before departure',
    ]);
    expect(REFUND_BANDS.group.map((band) => band.label)).toEqual([
      '45 days or more before departure',
      '30 to 44 days before departure',
      '15 to 29 days before departure',
      'under 15 days before departure',
    ]);
  });

  test.each([
    ['standard', 45, 100],
    ['standard', 44, 75],
    ['standard', 8, 25],
    ['standard', 7, 0],
    ['group', 15, 40],
    ['group', 14, 0],
  ] as const)('%s table, %i days: %i%%', (table, days, percent) => {
    expect(refundBandFor(table, days).percent).toBe(percent);
  });
});
