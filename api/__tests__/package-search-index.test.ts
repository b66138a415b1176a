import { PackageSearchIndex } from '../src/services/package-search-index';

const row = (id: string, name: string, description = '') => ({
  id,
  name,
  location: 'Dehradun',
  categoryName: 'Treks',
  description,
});

function indexOf(rows: Array<ReturnType<typeof row>>, maxAgeMs = 30_000) {
  let clock = 0;
  const load = jest.fn(async () => rows.slice());
  const index = new PackageSearchIndex({ load, maxAgeMs, now: () => clock });
  return { index, load, advance: (ms: number) => (clock += ms), rows };
}

describe('the search index of the header search', () => {
  test('the first matches up to the limit, in the order read, any case', async () => {
    const { index } = indexOf([
      row('a', 'Kedarnath Yatra'),
      row('b', 'Valley of Flowers', 'near KEDARNATH'),
      row('c', 'Kedarkantha Trek'),
    ]);
    expect(await index.search('kedar', 6)).toEqual(['a', 'b', 'c']);
    expect(await index.search('KEDAR', 2)).toEqual(['a', 'b']);
    expect(await index.search('treks', 6)).toEqual(['a', 'b', 'c']);
    expect(await index.search('zzqx', 6)).toEqual([]);
  });

  test('read once for concurrent searches, again after a change or when older than its age', async () => {
    const { index, load, advance, rows } = indexOf([row('a', 'Kedarnath Yatra')], 1_000);
    await Promise.all([index.search('kedar', 6), index.search('yatra', 6)]);
    expect(load).toHaveBeenCalledTimes(1);
    rows.push(row('b', 'Kedar Dome'));
    expect(await index.search('kedar', 6)).toEqual(['a']);
    index.clear();
    expect(await index.search('kedar', 6)).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(2);
    advance(1_001);
    rows.push(row('c', 'Kedar Tal'));
    expect(await index.search('kedar', 6)).toEqual(['a', 'b', 'c']);
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('a failed read fails those searches and is not kept', async () => {
    const { index, load } = indexOf([row('a', 'Kedarnath Yatra')]);
    load.mockRejectedValueOnce(new Error('database gone'));
    await expect(index.search('kedar', 6)).rejects.toThrow('database gone');
    expect(await index.search('kedar', 6)).toEqual(['a']);
  });
});
