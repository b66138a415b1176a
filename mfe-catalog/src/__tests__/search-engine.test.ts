import { createSearchEngine } from '../search/search-engine';
import { QueryCache } from '../search/query-cache';
import { quickSuggestions } from '../search/search-match';
import type { Package } from '@trippy/contracts';
import { makePackage } from './fixtures';

const catalogue = [
  makePackage({
    name: 'Kedarnath Yatra',
    location: 'Rudraprayag',
    category: { name: 'Char Dham', slug: 'char-dham' },
  }),
  makePackage({ name: 'Valley of Flowers Trek', location: 'Chamoli' }),
  ...Array.from({ length: 8 }, (_, i) =>
    makePackage({ name: `Himalayan trek ${i}`, description: 'Snow and meadows' }),
  ),
];

/** A stand-in for the server's search (its matching rules are tested in api/__tests__/package-search). */
const serverSearch = async (query: string): Promise<Package[]> => {
  const needle = query.toLowerCase();
  return catalogue.filter((pkg) =>
    [pkg.name, pkg.location, pkg.category.name, pkg.description].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
};

function setup(loadSuggestions?: () => Promise<string[]>) {
  const search = jest.fn(serverSearch);
  const engine = createSearchEngine({ search, loadSuggestions, onError: () => undefined });
  return { engine, search };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('search thresholds', () => {
  test('0 characters clears everything', async () => {
    const { engine } = setup();
    engine.setQuery('ked');
    await jest.advanceTimersByTimeAsync(300);
    expect(engine.getState().results).toHaveLength(1);
    engine.setQuery('   ');
    expect(engine.getState()).toMatchObject({ mode: 'empty', results: [], suggestions: [], loading: false });
  });

  test('1-2 characters show local quick suggestions only (at most 4), no fetch', async () => {
    const { engine, search } = setup();
    engine.setQuery('k');
    expect(engine.getState().mode).toBe('quick');
    expect(engine.getState().suggestions.length).toBeLessThanOrEqual(4);
    expect(engine.getState().suggestions[0]).toBe('Kedarnath Dham');
    engine.setQuery('tr');
    expect(engine.getState().suggestions).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
  });

  test('1-2 characters use the server short list of terms once it has arrived, asked for once', async () => {
    const loadSuggestions = jest.fn().mockResolvedValue(['Kasol Camping', 'Kedarkantha Winter Trek']);
    const { engine, search } = setup(loadSuggestions);
    engine.setQuery('k');
    expect(engine.getState().suggestions[0]).toBe('Kedarnath Dham');
    await jest.advanceTimersByTimeAsync(0);
    expect(engine.getState().suggestions).toEqual(['Kasol Camping', 'Kedarkantha Winter Trek']);
    engine.setQuery('ke');
    expect(engine.getState().suggestions).toEqual(['Kedarkantha Winter Trek']);
    expect(loadSuggestions).toHaveBeenCalledTimes(1);
    expect(search).not.toHaveBeenCalled();
  });

  test('3+ characters wait 300 ms, show the loading state, then ask the server once', async () => {
    const { engine, search } = setup();
    engine.setQuery('val');
    expect(engine.getState()).toMatchObject({ mode: 'remote', loading: true });
    await jest.advanceTimersByTimeAsync(299);
    expect(search).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('val');
    expect(engine.getState()).toMatchObject({ loading: false, searched: 'val' });
    expect(engine.getState().results.map((p) => p.name)).toEqual(['Valley of Flowers Trek']);
  });

  test('typing within the debounce fetches only for the last query', async () => {
    const { engine, search } = setup();
    engine.setQuery('hima');
    await jest.advanceTimersByTimeAsync(200);
    engine.setQuery('himal');
    await jest.advanceTimersByTimeAsync(200);
    expect(search).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    expect(search).toHaveBeenCalledTimes(1);
    expect(engine.getState().searched).toBe('himal');
  });

  test('results are capped at 6 whatever the server sends', async () => {
    const { engine } = setup();
    engine.setQuery('trek');
    await jest.advanceTimersByTimeAsync(300);
    expect(engine.getState().results).toHaveLength(6);
  });

  test('a cached query answers at once without fetching again', async () => {
    const { engine, search } = setup();
    engine.setQuery('Kedar');
    await jest.advanceTimersByTimeAsync(300);
    engine.setQuery('');
    engine.setQuery('kedar');
    expect(engine.getState()).toMatchObject({ loading: false });
    expect(engine.getState().results).toHaveLength(1);
    expect(search).toHaveBeenCalledTimes(1);
  });

  test('a failed fetch clears the results and ends loading', async () => {
    const engine = createSearchEngine({
      search: () => Promise.reject(new Error('down')),
      onError: () => undefined,
    });
    engine.setQuery('kedar');
    await jest.advanceTimersByTimeAsync(300);
    expect(engine.getState()).toMatchObject({ loading: false, results: [], searched: 'kedar' });
  });
});

describe('query cache', () => {
  test('keeps 50 queries: the 51st evicts the oldest', () => {
    const cache = new QueryCache<number>();
    for (let i = 1; i <= 50; i++) cache.set(`query ${i}`, i);
    expect(cache.size).toBe(50);
    cache.set('query 51', 51);
    expect(cache.size).toBe(50);
    expect(cache.has('query 1')).toBe(false);
    expect(cache.has('query 2')).toBe(true);
    expect(cache.get('QUERY 51')).toBe(51);
  });

  test('a hit counts as recent use (LRU-ish)', () => {
    const cache = new QueryCache<number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.get('a');
    cache.set('d', 4);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
  });
});

describe('quick suggestions', () => {
  test('prefer word starts and stop at 4', () => {
    expect(quickSuggestions('va')).toEqual(['Valley of Flowers', 'Spiti Valley']);
    expect(quickSuggestions('d').length).toBe(4);
    expect(quickSuggestions('')).toEqual([]);
  });
});
