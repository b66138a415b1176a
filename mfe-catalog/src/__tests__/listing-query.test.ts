import { applyListingQuery, listingSearchParams, parseListingQuery } from '../listing/listing-query';
import { discountPercent, formatPrice } from '@trippy/domain';
import { makePackage } from './fixtures';

const packages = [
  makePackage({
    slug: 'a',
    category: { name: 'Treks', slug: 'treks' },
    durationDays: 6,
    offerPrice: 1099900,
    nextDeparture: '2027-06-01',
  }),
  makePackage({
    slug: 'b',
    category: { name: 'Char Dham', slug: 'char-dham' },
    durationDays: 10,
    offerPrice: 1899900,
    nextDeparture: '2027-05-01',
  }),
  makePackage({
    slug: 'c',
    category: { name: 'Weekend Trips', slug: 'weekend-trips' },
    durationDays: 2,
    offerPrice: 299900,
    nextDeparture: null,
  }),
  makePackage({
    slug: 'd',
    category: { name: 'Treks', slug: 'treks' },
    durationDays: 4,
    offerPrice: 800000,
    nextDeparture: '2027-04-15',
  }),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('listing filters and sort', () => {
  test('reads filters from the URL, ignoring unknown values', () => {
    const query = parseListingQuery(
      new URLSearchParams('category=treks&duration=week&price=bogus&sort=price-asc'),
    );
    expect(query).toEqual({ category: 'treks', duration: 'week', price: '', sort: 'price-asc' });
  });

  test('writes only set values and keeps other params', () => {
    const params = listingSearchParams(
      { category: '', duration: 'short', price: '', sort: 'departure' },
      new URLSearchParams('utm=x&price=under-8000'),
    );
    expect(params.toString()).toBe('utm=x&duration=short&sort=departure');
  });

  test('filters by category, duration band and price band', () => {
    const q = { category: '', duration: '', price: '', sort: '' } as const;
    expect(slugs(applyListingQuery(packages, { ...q, category: 'treks' }))).toEqual(['a', 'd']);
    expect(slugs(applyListingQuery(packages, { ...q, duration: 'short' }))).toEqual(['c']);
    expect(slugs(applyListingQuery(packages, { ...q, duration: 'week' }))).toEqual(['a', 'd']);
    expect(slugs(applyListingQuery(packages, { ...q, duration: 'long' }))).toEqual(['b']);
    expect(slugs(applyListingQuery(packages, { ...q, price: 'under-8000' }))).toEqual(['c']);
    expect(slugs(applyListingQuery(packages, { ...q, price: '8000-15000' }))).toEqual(['a', 'd']);
    expect(slugs(applyListingQuery(packages, { ...q, price: 'over-15000' }))).toEqual(['b']);
    expect(slugs(applyListingQuery(packages, { ...q, category: 'treks', price: 'over-15000' }))).toEqual([]);
  });

  test('sorts by price, duration and soonest departure (no departure last)', () => {
    const q = { category: '', duration: '', price: '' };
    expect(slugs(applyListingQuery(packages, { ...q, sort: 'price-asc' }))).toEqual(['c', 'd', 'a', 'b']);
    expect(slugs(applyListingQuery(packages, { ...q, sort: 'price-desc' }))).toEqual(['b', 'a', 'd', 'c']);
    expect(slugs(applyListingQuery(packages, { ...q, sort: 'duration-asc' }))).toEqual(['c', 'd', 'a', 'b']);
    expect(slugs(applyListingQuery(packages, { ...q, sort: 'duration-desc' }))).toEqual(['b', 'a', 'd', 'c']);
    expect(slugs(applyListingQuery(packages, { ...q, sort: 'departure' }))).toEqual(['d', 'b', 'a', 'c']);
    expect(slugs(applyListingQuery(packages, { ...q, sort: '' }))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('price and discount formatting on cards', () => {
  test('rupees in Indian format from paise', () => {
    expect(formatPrice(1899900)).toBe('₹18,999');
    expect(formatPrice(12345600)).toBe('₹1,23,456');
  });
  test('discount = (original - offer) / original, rounded', () => {
    expect(discountPercent(2499900, 1899900)).toBe(24);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1299900, 999900)).toBe(23);
  });
});
