import { fillSeason, toDateOnly, type YatraSeason } from '@trippy/domain';
import content from '../content/char-dham.json';
import { seasonOn, seasonStatus } from '../shared/yatra-season';

/** The Char Dham landing page copy (src/content/char-dham.json), typed once for the sections. */
export type CharDhamContent = typeof content;
export type FaqItem = CharDhamContent['faq']['items'][number];
export type Place = CharDhamContent['places']['items'][number];

/** The copy as written, with its `{year}` and `{status}` placeholders (tests read the structure from it). */
export const charDhamSource: CharDhamContent = content;

function fillDeep<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, fill)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, fill)])) as T;
  return value;
}

export interface CharDhamPageContent extends CharDhamContent {
  yatra: YatraSeason;
  status: string;
}

let kept: { day: string; page: CharDhamPageContent } | undefined;

/** The page's copy on `today`: years and opening dates from the calendar, never written into the text. */
export function charDhamOn(today: string): CharDhamPageContent {
  if (kept?.day === today) return kept.page;
  const yatra = seasonOn(today);
  const status = seasonStatus(yatra);
  const filled = fillDeep(content, (text) => fillSeason(text.replaceAll('{status}', status), yatra));
  kept = { day: today, page: { ...filled, yatra, status } };
  return kept.page;
}

/** The page's copy for today (the server's render and the browser's agree but on the stroke of midnight). */
export const useCharDham = (): CharDhamPageContent => charDhamOn(toDateOnly());
