import { inPackageBand, matchesListingFilter, sortPackages } from '../package-listing';

const pkg = (slug: string, offerPrice: number, durationDays: number, nextDeparture: string | null) => ({
  slug,
  category: { slug: slug.startsWith('trek') ? 'treks' : 'yatra' },
  destination: { slug: 'chamoli' },
  offerPrice,
  durationDays,
  nextDeparture,
});

const packages = [
  pkg('trek-a', 900_000, 7, '2026-12-20'),
  pkg('yatra-b', 2_000_000, 10, null),
  pkg('trek-c', 500_000, 2, '2026-12-01'),
  pkg('trek-d', 900_000, 6, '2026-12-01'),
];
const slugs = (list: ReadonlyArray<{ slug: string }>) => list.map((item) => item.slug);

describe('the listing rule', () => {
  test('a band includes both ends; no upper end when max is null', () => {
    expect(inPackageBand(4, { min: 4, max: 7 })).toBe(true);
    expect(inPackageBand(7, { min: 4, max: 7 })).toBe(true);
    expect(inPackageBand(8, { min: 4, max: 7 })).toBe(false);
    expect(inPackageBand(3, { min: 4, max: 7 })).toBe(false);
    expect(inPackageBand(90, { min: 8, max: null })).toBe(true);
  });

  test('filters by category and destination slug and by the bands, together', () => {
    const kept = (filter: Parameters<typeof matchesListingFilter>[1]) =>
      slugs(packages.filter((item) => matchesListingFilter(item, filter)));
    expect(kept({})).toEqual(['trek-a', 'yatra-b', 'trek-c', 'trek-d']);
    expect(kept({ category: 'treks' })).toEqual(['trek-a', 'trek-c', 'trek-d']);
    expect(kept({ destination: 'kedarnath' })).toEqual([]);
    expect(kept({ duration: { min: 4, max: 7 } })).toEqual(['trek-a', 'trek-d']);
    expect(kept({ price: { min: 800_000, max: 1_500_000 }, category: 'treks' })).toEqual([
      'trek-a',
      'trek-d',
    ]);
    expect(kept({ category: '', destination: '' })).toHaveLength(4);
  });

  test('sorts stably (ties keep the order given); no departure goes last', () => {
    expect(slugs(sortPackages(packages, 'price-asc'))).toEqual(['trek-c', 'trek-a', 'trek-d', 'yatra-b']);
    expect(slugs(sortPackages(packages, 'price-desc'))).toEqual(['yatra-b', 'trek-a', 'trek-d', 'trek-c']);
    expect(slugs(sortPackages(packages, 'duration-asc'))).toEqual(['trek-c', 'trek-d', 'trek-a', 'yatra-b']);
    expect(slugs(sortPackages(packages, 'duration-desc'))).toEqual(['yatra-b', 'trek-a', 'trek-d', 'trek-c']);
    expect(slugs(sortPackages(packages, 'departure'))).toEqual(['trek-c', 'trek-d', 'trek-a', 'yatra-b']);
    expect(slugs(sortPackages(packages, ''))).toEqual(slugs(packages));
    expect(sortPackages(packages, '')).not.toBe(packages);
  });
});
