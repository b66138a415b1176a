import { countOf } from '../index';

describe('countOf', () => {
  it.each([
    [0, 'booking', undefined, '0 bookings'],
    [1, 'booking', undefined, '1 booking'],
    [2, 'booking', undefined, '2 bookings'],
    [1, 'seat', undefined, '1 seat'],
    [17, 'traveller', undefined, '17 travellers'],
    [1, 'person', 'people', '1 person'],
    [4, 'person', 'people', '4 people'],
  ])('%d %s (plural %s) -> %s', (count, singular, plural, text) => {
    expect(countOf(count, singular, plural)).toBe(text);
  });
});
