import { rememberWelcomeShown, shouldShowWelcome, WELCOME_FLAG } from '../layout/welcome-flag';

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
