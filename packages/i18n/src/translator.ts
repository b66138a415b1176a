import { LOCALE_TAGS, type Locale } from '@trippy/contracts/src/locale';
import type { HindiMessages, PluralForms } from './catalog';

export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translate {
  /** The English text in the page's language, `{name}` filled from `values`. */
  (english: string, values?: MessageValues): string;
  /** The form for `count` (`{count}` and the other values filled). */
  plural(count: number, forms: PluralForms, values?: MessageValues): string;
}

const PLACEHOLDER = /\{(\w{1,40})\}/g;

/**
 * `t` over one container's messages in one language (English: the text itself). Numbers are written in the
 * language's grouping (1,00,000); a text missing from the Hindi messages stays English (the catalogue test
 * fails CI before that ships).
 */
export function createTranslate(messages: HindiMessages | null, locale: Locale): Translate {
  const tag = LOCALE_TAGS[locale];
  let numbers: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  const fill = (text: string, values?: MessageValues): string =>
    values
      ? text.replace(PLACEHOLDER, (whole, name: string) => {
          const value = values[name];
          if (value === undefined) return whole;
          return typeof value === 'number' ? (numbers ??= new Intl.NumberFormat(tag)).format(value) : value;
        })
      : text;
  const t = (english: string, values?: MessageValues): string => {
    const translated = messages?.[english];
    return fill(typeof translated === 'string' ? translated : english, values);
  };
  t.plural = (count: number, forms: PluralForms, values?: MessageValues): string => {
    const translated = messages?.[forms.other];
    const own = typeof translated === 'object' ? translated : forms;
    const form = (plurals ??= new Intl.PluralRules(tag)).select(count) === 'one' ? own.one : own.other;
    return fill(form, { count, ...values });
  };
  return t;
}
