/** The words of a package a translation may replace (the contract's Package has these and more). */
export interface PackageWords {
  name: string;
  location: string;
  duration: string;
  description: string;
  highlights: string[];
  itinerary: { day: number; title: string; description: string }[];
  inclusions: string[];
  exclusions: string[];
}

/** A package's words in another language, any of them missing. */
export type PackageWordsTranslation = Partial<PackageWords>;

/** A translated list, when it says as many things as the English one (else the English, in full). */
const sameLength = (english: string[], translated: string[] | undefined): string[] =>
  translated && translated.length === english.length ? translated : english;

/**
 * The package in the requested language: each field of the translation that is there replaces the English
 * one, every other stays English (a half-translated package is still whole). An itinerary day is translated
 * by its day number; a list only when it has as many items as the English (an added inclusion must not make a
 * translated list say less than the package includes).
 */
export function localizePackage<P extends PackageWords>(
  pkg: P,
  translation: PackageWordsTranslation | undefined,
): P {
  if (!translation) return pkg;
  const days = new Map((translation.itinerary ?? []).map((day) => [day.day, day]));
  return {
    ...pkg,
    name: translation.name ?? pkg.name,
    location: translation.location ?? pkg.location,
    duration: translation.duration ?? pkg.duration,
    description: translation.description ?? pkg.description,
    highlights: sameLength(pkg.highlights, translation.highlights),
    itinerary: pkg.itinerary.map((day) => {
      const translated = days.get(day.day);
      return translated ? { ...day, title: translated.title, description: translated.description } : day;
    }),
    inclusions: sameLength(pkg.inclusions, translation.inclusions),
    exclusions: sameLength(pkg.exclusions, translation.exclusions),
  };
}
