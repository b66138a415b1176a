import { use } from 'react';
import { usePageLocale, usePageRender, useValueForPage, valueFromPage } from '@trippy/federation';
import type { Locale } from '@trippy/contracts';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** A promise React's `use` reads at once: marked fulfilled as React itself would mark it. */
function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/**
 * One content file in the page's language: the English file is bundled with its page as before; the Hindi
 * sibling is a chunk of its own (`chunk`, its webpackChunkName) that only Hindi pages fetch, once.
 */
export interface LocalizedContent<T> {
  readonly chunk: string;
  load(locale: Locale): Promise<T>;
  /** Takes the Hindi that came with the page's HTML, so nothing is fetched. */
  provide(value: T): void;
  /** Whether the Hindi is here. */
  hasHindi(): boolean;
}

export function localizedContent<T>(
  chunk: string,
  english: T,
  hindi: () => Promise<{ default: T }>,
): LocalizedContent<T> {
  const inEnglish = fulfilled(english);
  let inHindi: Tracked<T> | undefined;
  return {
    chunk,
    provide(value) {
      if (inHindi?.status !== 'fulfilled') inHindi = fulfilled(value);
    },
    hasHindi: () => inHindi?.status === 'fulfilled',
    load(locale) {
      if (locale === 'en') return inEnglish;
      if (!inHindi) {
        // The same promise stays cached, marked fulfilled once loaded (React's `use` then reads it at once).
        const loading: Tracked<T> = hindi().then((module) => module.default);
        inHindi = loading;
        loading.then(
          (value) => Object.assign(loading, { status: 'fulfilled' as const, value }),
          () => {
            // A lost chunk request is tried again by the next render.
            if (inHindi === loading) inHindi = undefined;
          },
        );
      }
      return inHindi;
    },
  };
}

/** Where a content file's Hindi travels in the page's data. */
const pageKey = (chunk: string) => ['content', chunk];

/**
 * The content in the page's language. English never suspends. A Hindi page the server rendered carries the
 * Hindi its regions used in its data (no script fetched before hydrating: the first load's JavaScript stays
 * within budget); a Hindi page the browser renders alone fetches the chunk once (it suspends meanwhile).
 * `undefined` (no such content: a route without a page) stays undefined.
 */
export function useLocalizedContent<T>(content: LocalizedContent<T>): T;
export function useLocalizedContent<T>(content: LocalizedContent<T> | undefined): T | undefined;
export function useLocalizedContent<T>(content: LocalizedContent<T> | undefined): T | undefined {
  const locale = usePageLocale();
  const render = usePageRender();
  const hindi = locale !== 'en' && content !== undefined;
  if (hindi && !render && !content.hasHindi()) {
    const fromPage = valueFromPage<T>(pageKey(content.chunk));
    if (fromPage !== undefined) content.provide(fromPage);
  }
  const value = content ? use(content.load(locale)) : undefined;
  useValueForPage(pageKey(content?.chunk ?? ''), hindi ? value : undefined);
  return value;
}
