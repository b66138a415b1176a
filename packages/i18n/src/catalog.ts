import type { Locale } from '@trippy/contracts/src/locale';

/** A plural message's forms (the forms Hindi and English use), chosen by Intl.PluralRules. */
export interface PluralForms {
  one: string;
  other: string;
}

/**
 * A container's Hindi messages keyed by their English text (gettext's model): English pages need no catalog at
 * all, so the English site pays no bytes for a second language. A plural is keyed by its English `other` form.
 */
export type HindiMessages = Readonly<Record<string, string | PluralForms>>;

/**
 * One container's (the shell's, a remote's) Hindi messages, in a chunk of their own (`chunk`, its
 * webpackChunkName) that only Hindi pages fetch. A remote's deploy updates its own; no container bundles
 * another's.
 */
export interface Catalog {
  readonly chunk: string;
  /** The messages of a language, once loaded (null: English, the text itself). */
  loaded(locale: Locale): HindiMessages | null | undefined;
  /**
   * Loads them once; a failed load is tried again by the next caller. The promise is marked fulfilled as
   * React's `use` reads it, so a component renders at once when the messages are already here.
   */
  load(locale: Locale): Promise<HindiMessages | null>;
  /** Takes messages that came another way (with the page's HTML), so nothing is fetched. */
  provide(locale: Locale, messages: HindiMessages): void;
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

const ENGLISH = fulfilled<HindiMessages | null>(null);

export function defineCatalog(chunk: string, hi: () => Promise<{ default: HindiMessages }>): Catalog {
  let hindi: Tracked<HindiMessages | null> | undefined;
  return {
    chunk,
    loaded: (locale) => (locale === 'en' ? null : hindi?.value),
    provide(locale, messages) {
      if (locale !== 'en' && !hindi?.value) hindi = fulfilled(messages);
    },
    load(locale) {
      if (locale === 'en') return ENGLISH;
      if (!hindi) {
        // The same promise before and after it settles (React's `use` asks for a stable one), marked as it does.
        const loading: Tracked<HindiMessages | null> = hi().then(
          (module) => {
            Object.assign(loading, { status: 'fulfilled', value: module.default });
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
