import { isLocale, LOCALE_STORAGE_KEY, type Locale } from '@trippy/contracts';
import { sessionStore } from '@trippy/session';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language the visitor chose (the switch, or dismissing the suggestion), if any. */
export function chosenLocale(): Locale | null {
  try {
    const value = storage()?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the page's address still carries the language.
  }
}

/**
 * The language to offer, if any: the one chosen before in this browser, else the signed-in customer's, else
 * Hindi for a browser that asks for Hindi before English. Many Hindi readers' phones are set to English, so an
 * English browser is no reason to offer English.
 */
export function suggestedLocale(languages: readonly string[]): Locale | null {
  const chosen = chosenLocale() ?? sessionStore.getState().customer?.locale;
  if (chosen) return chosen;
  const first = languages.find((language) => /^(hi|en)\b/i.test(language));
  return first?.toLowerCase().startsWith('hi') ? 'hi' : null;
}
