import { LOCALE_TAGS, type Locale } from '@trippy/contracts/src/locale';
import type { Messages, Translation } from './catalog';

export type MessageValues = Readonly<Record<string, string | number>>;

/** Keys that name a message, without the plural forms' `_one`/`_other` endings. */
type BaseKey<M> = {
  [K in keyof M & string]: K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Base
    : K;
}[keyof M & string];

export type Translate<M extends Messages> = (key: BaseKey<M>, values?: MessageValues) => string;

const PLACEHOLDER = /\{(\w{1,40})\}/g;

/**
 * `t(key, values)` over one namespace's messages in one language. With `count` among the values, the plural
 * form the language's rules pick is used (`key_one`, `key_other`; Hindi counts 0 and 1 as one). Numbers are
 * written in the language's digits and grouping.
 */
export function createTranslate<M extends Messages>(
  messages: M | Translation<M>,
  locale: Locale,
): Translate<M> {
  const tag = LOCALE_TAGS[locale];
  const plurals = new Intl.PluralRules(tag);
  const numbers = new Intl.NumberFormat(tag);
  const texts = messages as Readonly<Record<string, string>>;
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number'
        ? (texts[`${key}_${plurals.select(count)}`] ?? texts[`${key}_other`])
        : undefined) ??
      texts[key] ??
      key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}
