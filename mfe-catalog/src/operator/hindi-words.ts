import type { PackageTranslation, PackageTranslations } from '@trippy/contracts';
import type { FormErrors } from './package-form';

/**
 * The package's words in Hindi as the editor holds them: each optional (the public pages show the English
 * where one is empty); lists one item per line; itinerary days beside the English ones.
 */
export interface HindiWordsForm {
  name: string;
  location: string;
  duration: string;
  description: string;
  highlights: string;
  inclusions: string;
  exclusions: string;
  /** By the English day's index. */
  days: Array<{ title: string; description: string }>;
}

export type HindiListKey = 'highlights' | 'inclusions' | 'exclusions';

export function hindiFromDetail(translations: PackageTranslations | undefined): HindiWordsForm {
  const hi = translations?.hi ?? {};
  const days: HindiWordsForm['days'] = [];
  for (const day of hi.itinerary ?? [])
    days[day.day - 1] = { title: day.title, description: day.description };
  return {
    name: hi.name ?? '',
    location: hi.location ?? '',
    duration: hi.duration ?? '',
    description: hi.description ?? '',
    highlights: (hi.highlights ?? []).join('\n'),
    inclusions: (hi.inclusions ?? []).join('\n'),
    exclusions: (hi.exclusions ?? []).join('\n'),
    days: Array.from(days, (day) => day ?? { title: '', description: '' }),
  };
}

const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The translations to save (`{ hi: {...} }` with what is filled in), or field errors: a list is shown only
 * when it says as many things as the English one, so a list of another length is refused here.
 */
export function hindiBody(
  form: HindiWordsForm,
  english: Record<HindiListKey, string[]> & { days: number },
  errors: FormErrors,
): PackageTranslations {
  const hi: PackageTranslation = {};
  for (const key of ['name', 'location', 'duration', 'description'] as const) {
    const value = form[key].trim();
    if (value) hi[key] = value;
  }
  for (const key of ['highlights', 'inclusions', 'exclusions'] as const) {
    const items = linesOf(form[key]);
    if (items.length === 0) continue;
    if (items.length !== english[key].length)
      errors[`hindi.${key}`] =
        `Write one line for each of the ${english[key].length} English ones (${items.length} now), or leave it empty`;
    else hi[key] = items;
  }
  const itinerary = form.days.slice(0, english.days).flatMap((day, index) => {
    const title = day.title.trim();
    if (!title && day.description.trim())
      errors[`hindi.days.${index}.title`] = "Enter the day's title in Hindi, or clear its description";
    return title ? [{ day: index + 1, title, description: day.description.trim() }] : [];
  });
  if (itinerary.length > 0) hi.itinerary = itinerary;
  return Object.keys(hi).length > 0 ? { hi } : {};
}
