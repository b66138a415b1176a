import { PACKAGE_DURATION_OPTIONS, PACKAGE_PRICE_OPTIONS, PACKAGE_SORT_OPTIONS } from '@trippy/contracts';
import { textMatchesSearch } from '@trippy/domain';
import { createTranslate } from '@trippy/i18n';
import { seasonText } from '../detail/season-text';
import { OPTION_LABELS } from '../listing/option-labels';
import hi from '../messages/hi';
import { POPULAR_DESTINATIONS } from '../search/search-constants';

const hindi = { t: createTranslate(hi, 'hi'), locale: 'hi' as const, tag: 'hi-IN' };
const english = { t: createTranslate(null, 'en'), locale: 'en' as const, tag: 'en-IN' };

test('every listing option of @trippy/contracts has its label marked for the catalogue', () => {
  const labels = [...PACKAGE_DURATION_OPTIONS, ...PACKAGE_PRICE_OPTIONS, ...PACKAGE_SORT_OPTIONS].map(
    (option) => option.label,
  );
  expect(labels.filter((label) => !OPTION_LABELS.includes(label))).toEqual([]);
});

test('each popular destination in Hindi finds what its English finds (the search rule’s Hindi names)', () => {
  for (const term of POPULAR_DESTINATIONS) {
    const translated = hi[term];
    expect(typeof translated).toBe('string');
    expect([term, textMatchesSearch(`A trip: ${term}`, translated as string)]).toEqual([term, true]);
  }
});

test('the season: English as the domain writes it, Hindi with Hindi month names', () => {
  expect(seasonText([5, 6, 9, 10], english)).toBe('May–Jun, Sep–Oct');
  expect(seasonText([], english)).toBe('All year');
  expect(seasonText([], hindi)).toBe('पूरे साल');
  const may = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 4, 1),
  );
  expect(seasonText([5], hindi)).toBe(may);
  expect(seasonText([12, 1, 2], hindi)).toMatch(/^[\u0900-\u097f]+–[\u0900-\u097f]+$/);
});
