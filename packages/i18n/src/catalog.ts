import type { Locale } from '@trippy/contracts/src/locale';

/** A namespace's English messages: key to text, `{name}` for a value, `key_one`/`key_other` for plurals. */
export type Messages = Readonly<Record<string, string>>;

/** The same keys in another language: the compiler refuses a translation missing one (or with one more). */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };

/**
 * One remote's (or the shell's) messages: English in its code, Hindi in a chunk of its own (`chunk`, its
 * webpackChunkName) fetched only by Hindi pages. A remote's deploy updates its own messages; no container
 * bundles another's.
 */
export interface Catalog<M extends Messages> {
  readonly chunk: string;
  readonly en: M;
  /** The translation, once loaded. */
  loaded(locale: Locale): Translation<M> | undefined;
  /**
   * Loads it once; a failed load is tried again by the next caller. The promise is marked fulfilled as React's
   * `use` reads it, so a component renders at once when the messages are already here.
   */
  load(locale: Locale): Promise<Translation<M>>;
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

export function defineCatalog<M extends Messages>(
  chunk: string,
  en: M,
  hi: () => Promise<{ default: Translation<M> }>,
): Catalog<M> {
  const english = fulfilled<Translation<M>>(en);
  let hindi: Tracked<Translation<M>> | undefined;
  return {
    chunk,
    en,
    loaded: (locale) => (locale === 'en' ? en : hindi?.value),
    load(locale) {
      if (locale === 'en') return english;
      if (!hindi) {
        const loading: Tracked<Translation<M>> = hi().then(
          (module) => {
            hindi = fulfilled(module.default);
            return module.default;
          },
          (error: unknown) => {
            hindi = undefined;
            throw error;
          },
        );
        hindi = loading;
      }
      return hindi;
    },
  };
}
