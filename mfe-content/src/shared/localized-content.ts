import { use } from 'react';
import { usePageLocale, usePageRender } from '@trippy/federation';
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

/**
 * The content in the page's language. English never suspends; a Hindi page suspends once while its chunk
 * loads (the server waits for it, so the HTML is Hindi) and the server's render names the chunk, so the page
 * preloads it for hydration. `undefined` (no such content: a route without a page) stays undefined.
 */
export function useLocalizedContent<T>(content: LocalizedContent<T>): T;
export function useLocalizedContent<T>(content: LocalizedContent<T> | undefined): T | undefined;
export function useLocalizedContent<T>(content: LocalizedContent<T> | undefined): T | undefined {
  const locale = usePageLocale();
  const render = usePageRender();
  if (!content) return undefined;
  if (locale !== 'en') render?.chunks.add(content.chunk);
  return use(content.load(locale));
}
