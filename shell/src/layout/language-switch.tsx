import type { MouseEvent } from 'react';
import { HTML_LANG, LOCALE_TAGS, pathInLocale, type Locale } from '@trippy/contracts';
import { usePageLocale } from '@trippy/federation';
import { OFFER_OF } from './language-labels';
import { useLocationPath } from './use-location-path';

/** Fetched at the click: the page's first load carries only the link. */
const switchTo = (locale: Locale) =>
  void import('./switch-language').then(({ switchLanguage }) => switchLanguage(locale));

/** "हिन्दी" on English pages, "English" on Hindi ones: the current page in the other language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = usePageLocale();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const href = pathInLocale(useLocationPath(), other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    switchTo(other);
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
