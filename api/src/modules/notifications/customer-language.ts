import { formatRupees, formatTripDate } from '@trippy/domain';
import { LOCALE_TAGS, type Locale } from '@trippy/contracts';
import { createTranslate, type Translate } from '@trippy/i18n/src/translator';
import API_HI from '../../messages/hi';

/** What a text to a customer is written with: their language's words, sums, dates and times. */
export interface CustomerLanguage {
  locale: Locale;
  /** The English text in the customer's language (api/src/messages/hi.ts), `{name}` filled. */
  t: Translate;
  rupees: (paise: number) => string;
  /** A day (YYYY-MM-DD...) as trips are dated: "12 Dec 2026", "12 दिस॰ 2026". */
  date: (day: string) => string;
  /** An instant on India's clock: "25 Nov 2026, 11:30 am IST". */
  time: (instant: Date) => string;
  /** The end of every mail: the team, the office, its hours. */
  signature: string;
}

const SIGNATURES: Record<Locale, string> = {
  en: '\n\nTeam Trippy Himalaya\nRajpur Road, Dehradun, Uttarakhand\nMon-Sat, 9 AM to 6 PM IST',
  hi: '\n\nटीम ट्रिपी हिमालय\nराजपुर रोड, देहरादून, उत्तराखंड\nसोमवार-शनिवार, सुबह 9 से शाम 6 बजे (IST)',
};

const languages = new Map<Locale, CustomerLanguage>();

export function customerLanguage(locale: Locale): CustomerLanguage {
  const known = languages.get(locale);
  if (known) return known;
  const tag = LOCALE_TAGS[locale];
  const clock = new Intl.DateTimeFormat(tag, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const language: CustomerLanguage = {
    locale,
    t: createTranslate(locale === 'hi' ? API_HI : null, locale),
    rupees: (paise) => formatRupees(paise, tag),
    date: (day) => formatTripDate(day, tag),
    time: (instant) => `${clock.format(instant)} IST`,
    signature: SIGNATURES[locale],
  };
  languages.set(locale, language);
  return language;
}

/** A text to a customer, written once their language is known. */
export type CustomerText = (language: CustomerLanguage) => string;
