import { saveCustomerLocale } from '@trippy/api-client';
import { pathInLocale, type Locale } from '@trippy/contracts';
import { sessionStore } from '@trippy/session';
import { rememberLocale } from './language-choice';

/** How long the switch waits for a signed-in customer's account to take the language before it goes on. */
const SAVE_WAIT_MS = 1_500;

/**
 * The same page in a language, with the address's query and hash: a full load, rendered by the server. The
 * choice is kept in the browser and, for a signed-in customer, on the account (their mails follow it); the
 * page changes whether or not the account answered.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  rememberLocale(locale);
  const { userId, token } = sessionStore.getState();
  if (userId && token) await saveCustomerLocale(userId, locale, SAVE_WAIT_MS).catch(() => undefined);
  const { pathname, search, hash } = window.location;
  window.location.assign(pathInLocale(`${pathname}${search}${hash}`, locale));
}
