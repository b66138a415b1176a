import { matchRoute } from '../routes/match-route';
import { layoutFor } from '../routes/layout-rules';
import { routeHead } from '../routes/route-head';
import { ROUTES } from '../routes/route-table';
import { ROUTE_TEXTS } from '../routes/route-texts';
import { ROUTE_TEXTS_HI } from '../routes/route-texts-hi';
import { headHtml } from '../server/head-html';
import { pageQueryRules } from '../server/page-queries';

const DEVANAGARI = /[\u0900-\u097F]/;
const publicRoutes = ROUTES.filter((route) => !route.operator);

describe('Hindi pages at /hi/', () => {
  test.each([
    ['/hi', '/'],
    ['/hi/', '/'],
    ['/hi/char-dham', '/char-dham'],
    ['/hi/packages/valley-of-flowers-trek', '/packages/:slug'],
    ['/hi/booking/abc', '/booking/:id'],
    ['/hi/destination/kedarnath/', '/destination/:slug'],
  ])('%s is the route %s', (path, route) => expect(matchRoute(path)?.path).toBe(route));

  test('the back office is English only, and /hi-prefixed English paths are not Hindi', () => {
    expect(matchRoute('/hi/operator')).toBeNull();
    expect(matchRoute('/hi/operator/bookings')).toBeNull();
    expect(matchRoute('/operator/bookings')?.operator).toBe(true);
    expect(matchRoute('/hindi')).toBeNull();
  });

  test('a Hindi page has the layout of its English one', () => {
    for (const path of ['/login', '/packages/x', '/profile', '/booking/1', '/'])
      expect(layoutFor(`/hi${path === '/' ? '' : path}`)).toEqual(layoutFor(path));
  });

  test('every public route has a Hindi title and description, in Devanagari and distinct from the English', () => {
    for (const route of publicRoutes) {
      const text = ROUTE_TEXTS_HI.byPath[route.path];
      expect([route.path, DEVANAGARI.test(text?.title ?? '')]).toEqual([route.path, true]);
      expect([route.path, DEVANAGARI.test(text?.description ?? '')]).toEqual([route.path, true]);
    }
    expect(Object.keys(ROUTE_TEXTS_HI.byPath).sort()).toEqual(publicRoutes.map((route) => route.path).sort());
    expect(DEVANAGARI.test(ROUTE_TEXTS_HI.notFound.title)).toBe(true);
  });

  test('the head of a Hindi page: its canonical, and hreflang pairs both ways with x-default', () => {
    const head = routeHead('/hi/treks', ROUTE_TEXTS_HI);
    expect(head.canonical).toBe('/hi/treks');
    expect(head.title).toMatch(DEVANAGARI);
    const html = headHtml(head, 'https://trippy.example', 'Trippy Himalaya', 'hi');
    expect(html).toContain('<link rel="canonical" href="https://trippy.example/hi/treks"/>');
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="https://trippy.example/treks"/>');
    expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="https://trippy.example/hi/treks"/>');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://trippy.example/treks"/>',
    );
    expect(html).toContain('<meta property="og:locale" content="hi_IN"/>');
    const english = headHtml(routeHead('/treks', ROUTE_TEXTS), 'https://trippy.example', 'Trippy Himalaya');
    expect(english).toContain(
      '<link rel="alternate" hreflang="hi-IN" href="https://trippy.example/hi/treks"/>',
    );
    expect(english).toContain('<meta property="og:locale" content="en_IN"/>');
  });

  test('pages kept out of search results carry no alternates', () => {
    const html = headHtml(routeHead('/hi/login', ROUTE_TEXTS_HI), 'https://t.example', 'T', 'hi');
    expect(html).not.toContain('hreflang');
  });

  test("a listing's declared query parameters hold on its Hindi page too", () => {
    const rule = pageQueryRules().find((candidate) => new RegExp(candidate.pattern, 'i').test('/packages'));
    expect(rule).toBeDefined();
    expect(new RegExp(rule!.pattern, 'i').test('/hi/packages')).toBe(true);
    expect(new RegExp(rule!.pattern, 'i').test('/hindi/packages')).toBe(false);
  });
});
