import { matchRoute, ownerOf, withoutTrailingSlashes } from '../routes/match-route';
import { ROUTES } from '../routes/route-table';
import { ROUTE_TEXTS } from '../routes/route-texts';
import { routeHead } from '../routes/route-head';

describe('route table', () => {
  test.each([
    ['/', 'content'],
    ['/about', 'content'],
    ['/contact', 'content'],
    ['/packages', 'catalog'],
    ['/packages/valley-of-flowers-trek', 'catalog'],
    ['/booking/65f1a2b3c4d5e6f7a8b9c0d1', 'booking'],
    ['/login', 'account'],
    ['/signup', 'account'],
    ['/register', 'account'],
    ['/profile', 'account'],
    ['/destination', 'catalog'],
    ['/Destination', 'catalog'],
    ['/destinations', 'catalog'],
    ['/destination/kedarnath', 'catalog'],
    ['/treks', 'catalog'],
    ['/char-dham', 'content'],
    ['/spiritual-trips', 'catalog'],
    ['/backpacking-trips', 'catalog'],
    ['/privacy-policy', 'content'],
    ['/terms-and-conditions', 'content'],
    ['/booking-confirmation', 'booking'],
    ['/booking-success', 'booking'],
    ['/blogs', 'content'],
    ['/blogs/char-dham-packing-list', 'content'],
    ['/trippy-girls-only-trips', 'catalog'],
    ['/corporate-trippy-space', 'catalog'],
    ['/travel-coupon', 'content'],
    ['/work-with-us', 'content'],
    ['/adventure', 'catalog'],
    ['/adventure/activities', 'catalog'],
    ['/weekend-trips', 'catalog'],
    ['/family-holidays', 'catalog'],
    ['/cancellation-refund', 'content'],
    ['/shipping-delivery', 'content'],
    ['/operator', 'booking'],
    ['/operator/leads/65f1a2b3c4d5e6f7a8b9c0d1', 'content'],
    ['/operator/packages/new', 'catalog'],
    ['/operator/packages/65f1a2b3c4d5e6f7a8b9c0d1', 'catalog'],
    ['/operator/departures/65f1a2b3c4d5e6f7a8b9c0d1', 'booking'],
    ['/operator/payments', 'booking'],
    ['/operator/collections', 'booking'],
    ['/operator/staff', 'account'],
    ['/operator/login', 'account'],
  ])('%s is owned by %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  test('/404, unknown paths and deeper unknown paths have no owner (not-found page)', () => {
    for (const path of ['/404', '/nope', '/packages/a/b', '/booking', '/blogs/a/b'])
      expect(matchRoute(path)).toBeNull();
  });

  test('a trailing slash matches the same route', () => {
    expect(ownerOf('/treks/')).toBe('catalog');
  });

  test('every route has a distinct title and a description, and every text a route', () => {
    const texts = ROUTES.map((route) => ROUTE_TEXTS.byPath[route.path]);
    for (const text of texts) {
      expect(text?.title.length).toBeGreaterThan(5);
      expect(text?.description.length).toBeGreaterThan(10);
    }
    const titles = texts.map((text) => text?.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    expect(Object.keys(ROUTE_TEXTS.byPath).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    expect(routeHead('/treks', ROUTE_TEXTS).title).toMatch(/Trekking Packages/);
    expect(routeHead('/operator/staff', ROUTE_TEXTS).title).toBe('Staff | Back Office | Trippy Himalaya');
  });

  test("without the texts (the browser's first page) a head leaves the title and description to the page", () => {
    expect(routeHead('/treks')).toEqual(
      expect.objectContaining({ canonical: '/treks', robots: 'index,follow' }),
    );
    expect(routeHead('/treks').title).toBeUndefined();
    expect(routeHead('/treks').description).toBeUndefined();
    expect(routeHead('/nope')).toEqual({ robots: 'noindex' });
    expect(routeHead('/nope', ROUTE_TEXTS).title).toBe('Page Not Found | Trippy Himalaya');
  });
});

describe('hero pages', () => {
  test('pages that open with a full-bleed hero are flagged in the route table, others are not', () => {
    for (const path of ['/', '/char-dham', '/treks', '/destinations', '/destination/kedarnath']) {
      expect({ path, hero: matchRoute(path)?.hero }).toEqual({ path, hero: true });
    }
    for (const path of ['/packages', '/packages/valley-of-flowers-trek', '/login', '/contact', '/blogs']) {
      expect({ path, hero: matchRoute(path)?.hero }).toEqual({ path, hero: undefined });
    }
  });
});

describe('trailing slashes', () => {
  test('are dropped, "/" stays', () => {
    expect(withoutTrailingSlashes('/packages///')).toBe('/packages');
    expect(withoutTrailingSlashes('///')).toBe('/');
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(matchRoute('/about/')?.path).toBe('/about');
  });

  test('a path of 100,000 slashes and one letter is matched in linear time (no backtracking pattern)', () => {
    const crafted = `/${'/'.repeat(100_000)}x`;
    const started = performance.now();
    expect(matchRoute(crafted)).toBeNull();
    // /\/+$/ takes seconds here (quadratic: about 5 billion steps); the loop well under a millisecond.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
