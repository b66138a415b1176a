import { LISTING_QUERY_PARAMS } from '@trippy/contracts';
import { pageAddressOf } from '../src/render/page-address';

// Issue 35: a share's `?fbclid=` (unique per click) made every visit a fresh server render. A page is kept
// and rendered for its path and the query parameters its route declares, nothing else.
const address = pageAddressOf([
  { pattern: '^/packages/*$', params: [...LISTING_QUERY_PARAMS] },
  { pattern: '^/destination/[^/]+/*$', params: [...LISTING_QUERY_PARAMS] },
]);

describe('the address a page is kept and rendered under', () => {
  it('keeps the parameters the route declares and drops every other', () => {
    expect(address('/packages?q=trek&utm_source=whatsapp&fbclid=IwAR0abc&gclid=x&page=2')).toBe(
      '/packages?page=2&q=trek',
    );
    expect(address('/destination/kedarnath?sort=price-asc&utm_campaign=yatra')).toBe(
      '/destination/kedarnath?sort=price-asc',
    );
  });

  it('is the same whatever the order of the parameters', () => {
    expect(address('/packages?sort=price-asc&category=treks')).toBe(
      address('/packages?category=treks&sort=price-asc'),
    );
  });

  it('is the path alone on a route that declares none, or with nothing declared left', () => {
    expect(address('/packages/valley-of-flowers-trek?fbclid=IwAR0abc')).toBe(
      '/packages/valley-of-flowers-trek',
    );
    expect(address('/?x=1')).toBe('/');
    expect(address('/char-dham?q=trek')).toBe('/char-dham');
    expect(address('/packages?utm_source=x')).toBe('/packages');
    expect(address('/packages?')).toBe('/packages');
    expect(address('/packages')).toBe('/packages');
  });

  it('keeps repeated values of a declared parameter, in their order, encoded once', () => {
    expect(address('/packages?q=kedar%20nath&q=b&zz=1')).toBe('/packages?q=kedar+nath&q=b');
    expect(address('/packages?q=%E0%A4%95%E0%A5%87%E0%A4%A6%E0%A4%BE%E0%A4%B0')).toBe(
      '/packages?q=%E0%A4%95%E0%A5%87%E0%A4%A6%E0%A4%BE%E0%A4%B0',
    );
  });

  it('matches routes whatever the case of the path, and a trailing slash', () => {
    expect(address('/Packages/?q=trek&fbclid=1')).toBe('/Packages/?q=trek');
  });
});
