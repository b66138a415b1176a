import { seasonLabel, type SeasonMonths } from '@trippy/domain';
import type { Translation } from '@trippy/i18n';

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ALL_YEAR = 'All year';

const monthNames = new Map<string, string[]>();
/** A language's full month names (Hindi's short ones are abbreviations with a mark, "जुल॰"). */
function monthsIn(tag: string): string[] {
  let names = monthNames.get(tag);
  if (!names) {
    const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
    names = ENGLISH_MONTHS.map((_, index) => format.format(Date.UTC(2026, index, 1)));
    monthNames.set(tag, names);
  }
  return names;
}

/**
 * The season as the domain writes it ("May–Jun, Sep–Oct", "All year"), in the page's language: on Hindi pages
 * its months named by Intl ("मई–जून, सितंबर–अक्तूबर").
 */
export function seasonText(months: SeasonMonths, { t, locale, tag }: Translation): string {
  const label = seasonLabel(months);
  if (locale === 'en') return label;
  if (label === ALL_YEAR) return t('All year');
  const names = monthsIn(tag);
  return label.replace(/\b[A-Z][a-z]{2}\b/g, (month) => names[ENGLISH_MONTHS.indexOf(month)] ?? month);
}
