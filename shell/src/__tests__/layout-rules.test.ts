import { isIdBasedPackagePage, layoutFor } from '../routes/layout-rules';

const ID = '65f1a2b3c4d5e6f7a8b9c0d1';

describe('layout rules by path (spec: Navigation and layout)', () => {
  test('header hidden on /signup, /login and /no-footer-page only', () => {
    for (const path of ['/signup', '/login', '/no-footer-page']) expect(layoutFor(path).header).toBe(false);
    for (const path of ['/', '/register', '/packages', `/packages/${ID}`])
      expect(layoutFor(path).header).toBe(true);
  });

  test('footer hidden on those and on id-based package pages', () => {
    for (const path of ['/signup', '/login', '/no-footer-page', `/packages/${ID}`])
      expect(layoutFor(path).footer).toBe(false);
    expect(layoutFor('/packages/valley-of-flowers-trek').footer).toBe(true);
  });

  test('mobile bar hidden on /PackageDetailPage, /no-MobileNav-page and id-based package pages', () => {
    for (const path of ['/PackageDetailPage', '/no-MobileNav-page', `/packages/${ID}`]) {
      expect(layoutFor(path).mobileBar).toBe(false);
    }
    expect(layoutFor('/login').mobileBar).toBe(true);
  });

  test('chat widget hidden on id-based package pages and off the booking and account forms', () => {
    expect(layoutFor(`/packages/${ID}`).chatWidget).toBe(false);
    for (const path of [
      '/booking-confirmation',
      `/booking/${ID}`,
      '/profile',
      '/login',
      '/signup',
      '/register',
    ])
      expect(layoutFor(path).chatWidget).toBe(false);
    for (const path of ['/packages', '/', '/contact', '/char-dham'])
      expect(layoutFor(path).chatWidget).toBe(true);
  });

  test('an id-based package page is /packages/ plus exactly 24 alphanumeric characters', () => {
    expect(isIdBasedPackagePage(`/packages/${ID}`)).toBe(true);
    expect(isIdBasedPackagePage(`/packages/${ID.toUpperCase()}`)).toBe(true);
    expect(isIdBasedPackagePage(`/packages/${ID}x`)).toBe(false);
    expect(isIdBasedPackagePage(`/packages/${ID.slice(1)}`)).toBe(false);
    expect(isIdBasedPackagePage('/packages/valley-of-flowers-trek-2025')).toBe(false);
  });

  test('a back-office screen has the operator header and nothing of the public site', () => {
    for (const path of ['/operator', '/operator/leads', `/operator/bookings/${ID}`, '/operator/login'])
      expect(layoutFor(path)).toEqual({
        header: false,
        footer: false,
        mobileBar: false,
        chatWidget: false,
        siteExtras: false,
        operator: true,
        bookingBar: false,
      });
    expect(layoutFor('/packages')).toMatchObject({ operator: false, siteExtras: true });
  });

  test('the booking bar on package pages only', () => {
    for (const path of [
      '/packages/valley-of-flowers-trek',
      '/Packages/valley-of-flowers-trek/',
      `/package/${'a'.repeat(24)}`,
    ])
      expect({ path, bar: layoutFor(path).bookingBar }).toEqual({ path, bar: true });
    for (const path of ['/', '/packages', '/treks', '/booking/abc', '/profile', '/operator/bookings'])
      expect({ path, bar: layoutFor(path).bookingBar }).toEqual({ path, bar: false });
  });
});
