// todayUtc: toDateOnly's answer, worked out again only when the day changes (forwards or back).
import { toDateOnly } from '@trippy/domain';
import { todayUtc } from '../src/modules/bookings/today';

describe('todayUtc', () => {
  it('follows the UTC day across midnight, and a clock set back', () => {
    const lastMs = Date.UTC(2026, 10, 24, 23, 59, 59, 999);
    expect(todayUtc(lastMs)).toBe('2026-11-24');
    expect(todayUtc(lastMs - 86_399_999)).toBe('2026-11-24');
    expect(todayUtc(lastMs + 1)).toBe('2026-11-25');
    expect(todayUtc(lastMs)).toBe('2026-11-24');
    expect(todayUtc(Date.UTC(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  it('is toDateOnly of now by default', () => {
    expect(todayUtc()).toBe(toDateOnly());
  });
});
