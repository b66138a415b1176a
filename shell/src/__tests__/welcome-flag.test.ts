import {
  rememberWelcomeShown,
  shouldShowWelcome,
  visitorIsBusy,
  WELCOME_FLAG,
  welcomeAllowedOn,
} from '../layout/welcome-flag';

describe('welcome modal flag', () => {
  beforeEach(() => localStorage.clear());

  test('shows on the first visit only, remembered under modalShown', () => {
    expect(WELCOME_FLAG).toBe('modalShown');
    expect(shouldShowWelcome(localStorage)).toBe(true);
    rememberWelcomeShown(localStorage);
    expect(localStorage.getItem('modalShown')).not.toBeNull();
    expect(shouldShowWelcome(localStorage)).toBe(false);
  });

  test('does not show when storage is unavailable or throws', () => {
    expect(shouldShowWelcome(null)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(shouldShowWelcome(blocked)).toBe(false);
    expect(() =>
      rememberWelcomeShown({
        setItem: () => {
          throw new Error('full');
        },
      }),
    ).not.toThrow();
  });
});

describe('where and when the welcome pop-up may open', () => {
  test('on the home page and the category pages only', () => {
    for (const path of ['/', '/treks', '/Treks/', '/spiritual-trips', '/adventure'])
      expect({ path, allowed: welcomeAllowedOn(path) }).toEqual({ path, allowed: true });
    for (const path of [
      '/packages/valley-of-flowers-trek',
      '/packages',
      '/booking/abc',
      '/booking-success',
      '/profile',
      '/login',
      '/privacy-policy',
      '/cancellation-refund',
      '/char-dham',
      '/blogs/kedarnath-trek-preparation',
    ])
      expect({ path, allowed: welcomeAllowedOn(path) }).toEqual({ path, allowed: false });
  });

  test('not while a field or the keyboard has focus', () => {
    document.body.innerHTML = '<input id="name" /><a href="/treks" id="link">Treks</a>';
    expect(visitorIsBusy(document)).toBe(false);
    document.getElementById('name')!.focus();
    expect(visitorIsBusy(document)).toBe(true);
    document.getElementById('link')!.focus();
    expect(visitorIsBusy(document)).toBe(true);
    (document.activeElement as HTMLElement).blur();
    expect(visitorIsBusy(document)).toBe(false);
  });
});
