import { addDays, isCalendarDate } from '../dates';

describe('isCalendarDate', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '2026-04-30', '2026-12-31', '0001-01-01'])(
    '%s is a date',
    (value) => expect(isCalendarDate(value)).toBe(true),
  );

  it.each([
    '2026-02-30',
    '2026-13-45',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '２０２６-01-01',
    '',
    20260101,
    null,
  ])('%j is not', (value) => expect(isCalendarDate(value)).toBe(false));

  it('agrees with the calendar over four years', () => {
    let date = '2023-01-01';
    for (let day = 0; day < 4 * 366; day += 1) {
      expect(isCalendarDate(date)).toBe(true);
      date = addDays(date, 1);
    }
  });
});
