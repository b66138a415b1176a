import { saveCustomerLocale } from '@trippy/api-client';
import { sessionStore } from '@trippy/session';
import type { MouseEvent } from 'react';
import { HTML_LANG, LOCALE_TAGS, pathInLocale, type Locale } from '@trippy/contracts';
import { usePageLocale } from '@trippy/federation';
import { OFFER_OF } from './language-labels';
import { useLocationPath } from './use-location-path';
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

/** "हिन्दी" on English pages, "English" on Hindi ones: the current page in the other language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = usePageLocale();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const href = pathInLocale(useLocationPath(), other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchLanguage(other);
  };
  return (
    <a
      href={href}
      hrefLang={LOCALE_TAGS[other]}
      lang={HTML_LANG[other]}
      className={className}
      aria-label={OFFER_OF[other].label}
      data-testid="language-switch"
      onClick={onClick}
    >
      {OFFER_OF[other].name}
    </a>
  );
}
