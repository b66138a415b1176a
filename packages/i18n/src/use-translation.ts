import { use, useMemo } from 'react';
import { usePageLocale, usePageRender } from '@trippy/federation';
import { LOCALE_TAGS, type Locale } from '@trippy/contracts/src/locale';
import type { Catalog, Messages } from './catalog';
import { createTranslate, type Translate } from './translator';

export interface Translation<M extends Messages> {
  t: Translate<M>;
  locale: Locale;
  /** The BCP 47 tag for Intl (en-IN, hi-IN): money, numbers and dates in the page's language. */
  tag: string;
}

/**
 * The page's language and `t` over a catalog. On a Hindi page the catalog's Hindi chunk is loaded first (the
 * component suspends once; hydration keeps the server's HTML meanwhile), and a server render names the chunk
 * so the page preloads it.
 */
export function useTranslation<M extends Messages>(catalog: Catalog<M>): Translation<M> {
  const locale = usePageLocale();
  const render = usePageRender();
  if (locale !== 'en') render?.chunks.add(catalog.chunk);
  // Always through `use` (hooks keep their order): a loaded catalog's promise is already fulfilled.
  const messages = use(catalog.load(locale));
  return useMemo(
    () => ({ t: createTranslate<M>(messages, locale), locale, tag: LOCALE_TAGS[locale] }),
    [messages, locale],
  );
}
