import type { PackageSummary } from '@trippy/contracts';
import { PackageListingIndex, type ListingWindow } from '../src/modules/catalogue/package-listing-index';
import type { ListedPackage } from '../src/modules/catalogue/package-listing.repository';

interface Facts extends Partial<Omit<PackageSummary, 'category' | 'destination'>> {
  category?: { slug: string };
  destination?: { slug: string };
  description?: string;
  hindi?: ListedPackage['hindi'];
}

/** A listed package; its id is `id`, category "Treks" unless given. */
const pkg = (id: string, name: string, facts: Facts = {}): ListedPackage => {
  const {
    description = '',
    hindi = {},
    category = { slug: 'treks' },
    destination = { slug: 'dehradun' },
    ...rest
  } = facts;
  return {
    summary: {
      _id: id,
      name,
      slug: id,
      location: 'Dehradun',
      category: { name: category.slug === 'treks' ? 'Treks' : category.slug, slug: category.slug },
      destination: { name: destination.slug, slug: destination.slug },
      images: { cardImage: '' },
      duration: '',
      durationDays: 5,
      offerPrice: 1_000_000,
      originalPrice: 1_200_000,
      nextDeparture: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
      ...rest,
    },
    description,
    hindi,
  };
};

const TODAY = '2026-11-24';
const search = (q: string, limit = 6): ListingWindow => ({ filter: { q }, sort: '', offset: 0, limit });

function indexOf(rows: ListedPackage[], maxAgeMs = 30_000) {
  let clock = 0;
  const load = jest.fn(async (_today: string) => rows.slice());
  const onRefreshError = jest.fn();
  const index = new PackageListingIndex({ load, maxAgeMs, onRefreshError, now: () => clock });
  const ids = async (window: ListingWindow, today = TODAY) =>
    (await index.find(window, today)).packages.map((found) => found._id);
  return { index, ids, load, onRefreshError, advance: (ms: number) => (clock += ms), rows };
}

/** Lets a background read finish. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the package listing index', () => {
  test('a search: the first matches up to the limit, in the order read, any case', async () => {
    const { ids } = indexOf([
      pkg('a', 'Kedarnath Yatra'),
      pkg('b', 'Valley of Flowers', { description: 'near KEDARNATH' }),
      pkg('c', 'Kedarkantha Trek'),
    ]);
    expect(await ids(search('kedar'))).toEqual(['a', 'b', 'c']);
    expect(await ids(search('KEDAR', 2))).toEqual(['a', 'b']);
    expect(await ids(search('treks'))).toEqual(['a', 'b', 'c']);
    expect(await ids(search('zzqx'))).toEqual([]);
  });

  test('filters, sorts (ties in the order read) and pages, counting every match', async () => {
    const { index } = indexOf([
      pkg('a', 'Har Ki Dun', { offerPrice: 900_000, durationDays: 7, nextDeparture: '2026-12-20' }),
      pkg('b', 'Char Dham', { category: { slug: 'char-dham' }, offerPrice: 2_000_000, durationDays: 10 }),
      pkg('c', 'Nag Tibba', { offerPrice: 500_000, durationDays: 2, nextDeparture: '2026-12-01' }),
      pkg('d', 'Kedarkantha', { offerPrice: 900_000, durationDays: 6, destination: { slug: 'uttarkashi' } }),
      pkg('e', 'Dayara Bugyal', { offerPrice: 1_200_000, durationDays: 6, nextDeparture: '2026-12-01' }),
    ]);
    const find = async (window: Partial<ListingWindow>) => {
      const { packages, total } = await index.find({ filter: {}, sort: '', offset: 0, ...window }, TODAY);
      return { ids: packages.map((found) => found._id), total };
    };
    expect(await find({ filter: { category: 'treks' }, sort: 'price-asc' })).toEqual({
      ids: ['c', 'a', 'd', 'e'],
      total: 4,
    });
    expect(await find({ sort: 'price-desc', offset: 1, limit: 2 })).toEqual({ ids: ['e', 'a'], total: 5 });
    expect(await find({ sort: 'departure' })).toEqual({ ids: ['c', 'e', 'a', 'b', 'd'], total: 5 });
    expect(await find({ sort: 'duration-asc', filter: { duration: { min: 4, max: 7 } } })).toEqual({
      ids: ['d', 'e', 'a'],
      total: 3,
    });
    expect(await find({ filter: { price: { min: 1_500_001, max: null }, q: 'dham' } })).toEqual({
      ids: ['b'],
      total: 1,
    });
    expect(await find({ filter: { destination: 'uttarkashi' } })).toEqual({ ids: ['d'], total: 1 });
    expect(await find({ offset: 10 })).toEqual({ ids: [], total: 5 });
    expect(await find({ offset: 3 })).toEqual({ ids: ['d', 'e'], total: 5 });
    expect((await index.find({ filter: {}, sort: '', offset: 0, limit: 1 }, TODAY)).packages).toEqual([
      pkg('a', 'Har Ki Dun', { offerPrice: 900_000, durationDays: 7, nextDeparture: '2026-12-20' }).summary,
    ]);
  });

  test('in Hindi: the names it has in Hindi, the others in English; a search matches either language', async () => {
    const { index } = indexOf([
      pkg('a', 'Kedarnath Yatra', {
        hindi: { name: 'केदारनाथ यात्रा', categoryName: 'ट्रेक', description: 'बाबा केदार के दर्शन' },
      }),
      pkg('b', 'Nag Tibba'),
    ]);
    const names = async (window: ListingWindow, locale: 'en' | 'hi') =>
      (await index.find(window, TODAY, locale)).packages.map((found) => [found.name, found.category.name]);
    const all: ListingWindow = { filter: {}, sort: '', offset: 0 };
    expect(await names(all, 'hi')).toEqual([
      ['केदारनाथ यात्रा', 'ट्रेक'],
      ['Nag Tibba', 'Treks'],
    ]);
    expect(await names(all, 'en')).toEqual([
      ['Kedarnath Yatra', 'Treks'],
      ['Nag Tibba', 'Treks'],
    ]);
    expect(await names(search('यात्रा'), 'en')).toEqual([['Kedarnath Yatra', 'Treks']]);
    expect(await names(search('दर्शन'), 'hi')).toEqual([['केदारनाथ यात्रा', 'ट्रेक']]);
    expect(await names(search('tibba'), 'hi')).toEqual([['Nag Tibba', 'Treks']]);
  });

  test('read once for concurrent requests, again after a change and on a new day', async () => {
    const { ids, index, load, rows } = indexOf([pkg('a', 'Kedarnath Yatra')]);
    await Promise.all([ids(search('kedar')), ids(search('yatra'))]);
    expect(load).toHaveBeenCalledTimes(1);
    rows.push(pkg('b', 'Kedar Dome'));
    expect(await ids(search('kedar'))).toEqual(['a']);
    index.clear();
    expect(await ids(search('kedar'))).toEqual(['a', 'b']);
    rows.push(pkg('c', 'Kedar Tal'));
    expect(await ids(search('kedar'), '2026-11-25')).toEqual(['a', 'b', 'c']);
    expect(load.mock.calls.map(([today]) => today)).toEqual([TODAY, TODAY, '2026-11-25']);
  });

  test('once older than its age, answers from what it has while it reads again in the background', async () => {
    const { ids, load, advance, rows } = indexOf([pkg('a', 'Kedarnath Yatra')], 1_000);
    await ids(search('kedar'));
    rows.push(pkg('b', 'Kedar Dome'));
    advance(1_001);
    expect(await Promise.all([ids(search('kedar')), ids(search('kedar'))])).toEqual([['a'], ['a']]);
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    expect(await ids(search('kedar'))).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a background read begun before a change is not kept after it', async () => {
    const { ids, index, load, advance, rows } = indexOf([pkg('a', 'Kedarnath Yatra')], 1_000);
    await ids(search('kedar'));
    advance(1_001);
    await ids(search('kedar'));
    index.clear();
    rows.push(pkg('b', 'Kedar Dome'));
    expect(await ids(search('kedar'))).toEqual(['a', 'b']);
    await settle();
    expect(await ids(search('kedar'))).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('a failed read fails those requests and is not kept', async () => {
    const { ids, load } = indexOf([pkg('a', 'Kedarnath Yatra')]);
    load.mockRejectedValueOnce(new Error('database gone'));
    await expect(ids(search('kedar'))).rejects.toThrow('database gone');
    expect(await ids(search('kedar'))).toEqual(['a']);
  });

  test('a failed background read is reported; what it had answers until it is as old again', async () => {
    const { ids, load, onRefreshError, advance } = indexOf([pkg('a', 'Kedarnath Yatra')], 1_000);
    await ids(search('kedar'));
    advance(1_001);
    load.mockRejectedValueOnce(new Error('database gone'));
    expect(await ids(search('kedar'))).toEqual(['a']);
    await settle();
    expect(onRefreshError).toHaveBeenCalledWith(new Error('database gone'));
    expect(await ids(search('kedar'))).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(2);
    advance(1_001);
    await ids(search('kedar'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
