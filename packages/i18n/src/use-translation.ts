import { use, useMemo } from 'react';
import { usePageLocale, usePageRender, useValueForPage, valueFromPage } from '@trippy/federation';
import { LOCALE_TAGS, type Locale } from '@trippy/contracts/src/locale';
import type { Catalog, HindiMessages } from './catalog';
import { createTranslate, type Translate } from './translator';

export interface Translation {
  t: Translate;
  locale: Locale;
  /** The BCP 47 tag for Intl (en-IN, hi-IN): money, numbers and dates in the page's language. */
  tag: string;
}

/** Where a catalogue's messages travel in the page's data. */
const pageKey = (catalog: Catalog) => ['messages', catalog.chunk];

/**
 * The page's language and `t` over a container's catalog. English pages load nothing. A Hindi page rendered by
 * the server carries the messages its roots used in its data (no script to fetch before hydrating); a region
 * the browser renders alone fetches its container's Hindi chunk (the component suspends once).
 */
export function useTranslation(catalog: Catalog): Translation {
  const locale = usePageLocale();
  const render = usePageRender();
  if (!render && locale !== 'en' && !catalog.loaded(locale)) {
    const fromPage = valueFromPage<HindiMessages>(pageKey(catalog));
    if (fromPage) catalog.provide(locale, fromPage);
  }
  // Always through `use` (hooks keep their order): a loaded catalog's promise is already fulfilled.
  const messages = use(catalog.load(locale));
  useValueForPage(pageKey(catalog), messages);
  return useMemo(
    () => ({ t: createTranslate(messages, locale), locale, tag: LOCALE_TAGS[locale] }),
    [messages, locale],
  );
}

/**
 * For what shows while something else loads (a spinner's label): never waits in the browser. The server
 * renders it in the page's language and sends the messages with the page; a region the browser renders alone
 * shows English until its messages are here.
 */
export function useTranslationNow(catalog: Catalog): Translation {
  const locale = usePageLocale();
  const render = usePageRender();
  let messages: HindiMessages | null | undefined;
  if (render) {
    messages = use(catalog.load(locale));
  } else {
    messages = catalog.loaded(locale) ?? valueFromPage<HindiMessages>(pageKey(catalog));
    if (messages) catalog.provide(locale, messages);
    else void catalog.load(locale).catch(() => undefined);
  }
  useValueForPage(pageKey(catalog), messages);
  return useMemo(
    () => ({ t: createTranslate(messages ?? null, locale), locale, tag: LOCALE_TAGS[locale] }),
    [messages, locale],
  );
}
