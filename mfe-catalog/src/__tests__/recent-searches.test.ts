import { addRecent, readRecent, rememberRecent, shownRecent } from '../search/recent-searches';

const item = (i: number) => ({ _id: `id${i}`, slug: `trip-${i}`, name: `Trip ${i}`, location: 'Here' });

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  test('keeps 5 under recentSearches, newest first, and shows 3', () => {
    for (let i = 1; i <= 7; i++) rememberRecent(item(i));
    const stored = JSON.parse(localStorage.getItem('recentSearches') ?? '[]') as Array<{ _id: string }>;
    expect(stored.map((s) => s._id)).toEqual(['id7', 'id6', 'id5', 'id4', 'id3']);
    expect(shownRecent(readRecent()).map((s) => s._id)).toEqual(['id7', 'id6', 'id5']);
  });

  test('opening a package again moves it to the front without a duplicate', () => {
    const list = addRecent(addRecent(addRecent([], item(1)), item(2)), item(1));
    expect(list.map((s) => s._id)).toEqual(['id1', 'id2']);
  });

  test('ignores broken storage', () => {
    localStorage.setItem('recentSearches', '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem('recentSearches', JSON.stringify([{ nope: true }, item(1)]));
    expect(readRecent()).toEqual([item(1)]);
  });
});
