import { localeOfPath, pathInLocale, pathWithoutLocale } from '../locale';

describe('the language of a path', () => {
  it.each([
    ['/', 'en'],
    ['/hi', 'hi'],
    ['/hi/', 'hi'],
    ['/hi/packages/kedarnath', 'hi'],
    ['/hi?q=1', 'hi'],
    ['/hindi-trek', 'en'],
    ['/history', 'en'],
    ['/packages/hi', 'en'],
  ])('%s is %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));
});

describe('paths between languages', () => {
  it.each([
    ['/hi', '/'],
    ['/hi/', '/'],
    ['/hi/packages/x?page=2', '/packages/x?page=2'],
    ['/hi?q=1', '/?q=1'],
    ['/hindi-trek', '/hindi-trek'],
  ])('%s without its language is %s', (path, site) => expect(pathWithoutLocale(path)).toBe(site));

  it.each([
    ['/', 'hi', '/hi'],
    ['/?q=kedar', 'hi', '/hi?q=kedar'],
    ['/packages?category=treks', 'hi', '/hi/packages?category=treks'],
    ['/hi/about', 'hi', '/hi/about'],
    ['/hi/about', 'en', '/about'],
    ['/hi', 'en', '/'],
    ['/about', 'en', '/about'],
  ] as const)('%s in %s is %s', (path, locale, expected) =>
    expect(pathInLocale(path, locale)).toBe(expected),
  );
});
