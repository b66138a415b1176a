import { fillSeason, formatTripDate, toDateOnly, type YatraSeason } from '@trippy/domain';
import { LOCALE_TAGS, type Locale } from '@trippy/contracts';
import { usePageLocale } from '@trippy/federation';
import content from '../content/char-dham.json';
import { localizedContent, useLocalizedContent } from '../shared/localized-content';
import { seasonOn } from '../shared/yatra-season';

/** The Char Dham landing page copy (src/content/char-dham.json), typed once for the sections. */
export type CharDhamContent = typeof content;
/** The copy in one language: the temples' calendar is data, kept in the English file only. */
export type CharDhamText = Omit<CharDhamContent, 'season'> & {
  season: Omit<CharDhamContent['season'], 'calendar'>;
};
export type FaqItem = CharDhamText['faq']['items'][number];
export type Place = CharDhamText['places']['items'][number];

/** The copy as written, with its `{year}` and `{status}` placeholders (tests read the structure from it). */
export const charDhamSource: CharDhamContent = content;

/** The copy by language: char-dham.hi.json is its own chunk, fetched by Hindi pages only. */
export const charDhamText = localizedContent<CharDhamText>(
  'content-char-dham-hi',
  content,
  () => import(/* webpackChunkName: "content-char-dham-hi" */ '../content/char-dham.hi.json'),
);

function fillDeep<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, fill)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, fill)])) as T;
  return value;
}

/** fillSeason with the dates written in the page's language (fillSeason itself writes them in English). */
function fillSeasonIn(locale: Locale, text: string, yatra: YatraSeason, unannounced: string): string {
  if (locale === 'en') return fillSeason(text, yatra);
  const date = (value: string | null) => (value ? formatTripDate(value, LOCALE_TAGS[locale]) : unannounced);
  return fillSeason(
    text.replaceAll('{opening}', date(yatra.opening)).replaceAll('{closing}', date(yatra.closing)),
    yatra,
  );
}

/** The calendar's temples under their names in `text` (the calendar names them in English). */
function templesNamedIn(text: CharDhamText, yatra: YatraSeason): YatraSeason {
  const names = new Map(content.temples.map((temple, i) => [temple.name, text.temples[i]?.name]));
  return {
    ...yatra,
    temples: yatra.temples.map((row) => ({ ...row, temple: names.get(row.temple) ?? row.temple })),
  };
}

export interface CharDhamPageContent extends CharDhamText {
  yatra: YatraSeason;
  status: string;
}

/** The last page built in each language, with the day and the file it was built from. */
const kept = new Map<Locale, { day: string; text: CharDhamText; page: CharDhamPageContent }>();

/**
 * The page's copy on `today` in a language (`text`: that language's file): years and opening dates from the
 * calendar, never written into the text.
 */
export function charDhamOn(
  today: string,
  locale: Locale = 'en',
  text: CharDhamText = content,
): CharDhamPageContent {
  const known = kept.get(locale);
  if (known?.day === today && known.text === text) return known.page;
  const yatra = seasonOn(today);
  const { open, upcoming, unannounced } = text.season;
  const fill = (sentence: string) => fillSeasonIn(locale, sentence, yatra, text.moreAbout.toBeAnnounced);
  const status = fill(yatra.open ? open : yatra.opening ? upcoming : unannounced);
  const filled = fillDeep(text, (sentence) => fill(sentence.replaceAll('{status}', status)));
  const page = { ...filled, yatra: locale === 'en' ? yatra : templesNamedIn(text, yatra), status };
  kept.set(locale, { day: today, text, page });
  return page;
}

/** The page's copy for today (the server's render and the browser's agree but on the stroke of midnight). */
export function useCharDham(): CharDhamPageContent {
  const locale = usePageLocale();
  return charDhamOn(toDateOnly(), locale, useLocalizedContent(charDhamText));
}
