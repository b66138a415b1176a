import { render, screen } from '@testing-library/react';
import { LOCALE_STORAGE_KEY, type Customer } from '@trippy/contracts';
import { clearSession, sessionStore } from '@trippy/session';
import { suggestedLocale } from '../layout/language-choice';
import { LanguageSwitch } from '../layout/language-switch';

afterEach(() => {
  window.localStorage.clear();
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('the language offered to a visitor', () => {
  it('is Hindi for a browser that asks for Hindi first, and nothing for an English one', () => {
    expect(suggestedLocale(['hi-IN', 'en-IN'])).toBe('hi');
    expect(suggestedLocale(['en-US', 'hi'])).toBeNull();
    expect(suggestedLocale([])).toBeNull();
  });

  it('follows the choice made in this browser, then the signed-in customer’s', () => {
    sessionStore.setState({ customer: { locale: 'hi' } as Customer });
    expect(suggestedLocale(['en-US'])).toBe('hi');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(suggestedLocale(['hi-IN'])).toBe('en');
  });
});

describe('the language switch', () => {
  it('links an English page to the same page in Hindi, written in Hindi', () => {
    window.history.replaceState(null, '', '/packages/kedarnath-yatra-1-dham');
    render(<LanguageSwitch />);
    const link = screen.getByTestId('language-switch');
    expect(link.getAttribute('href')).toBe('/hi/packages/kedarnath-yatra-1-dham');
    expect(link.getAttribute('hreflang')).toBe('hi-IN');
    expect(link.textContent).toBe('हिन्दी');
  });

  it('links a Hindi page to the same page in English', () => {
    window.history.replaceState(null, '', '/hi/char-dham');
    render(<LanguageSwitch />);
    const link = screen.getByTestId('language-switch');
    expect(link.getAttribute('href')).toBe('/char-dham');
    expect(link.textContent).toBe('English');
  });
});
