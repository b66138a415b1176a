/** The words of a package as lists show it, which a translation may replace. */
export interface ListedPackageWords {
  name: string;
  location: string;
  duration: string;
  category: { name: string };
  destination: { name: string };
}

/** The words of a whole package a translation may replace (the contract's Package has these and more). */
export interface PackageWords extends ListedPackageWords {
  description: string;
  highlights: string[];
  itinerary: { day: number; title: string; description: string }[];
  inclusions: string[];
  exclusions: string[];
  additionalServices: { _id: string; name: string }[];
}

/**
 * A package's words in another language, any of them missing: its own, and the names of its category,
 * destination and add-ons (by add-on id), which their own rows translate.
 */
export interface PackageWordsTranslation {
  name?: string;
  location?: string;
  duration?: string;
  description?: string;
  highlights?: string[];
  itinerary?: { day: number; title: string; description: string }[];
  inclusions?: string[];
  exclusions?: string[];
  categoryName?: string;
  destinationName?: string;
  addOnNames?: Readonly<Record<string, string>>;
}

/** A translated list, when it says as many things as the English one (else the English, in full). */
const sameLength = (english: string[], translated: string[] | undefined): string[] =>
  translated && translated.length === english.length ? translated : english;

const renamed = <T extends { name: string }>(item: T, name: string | undefined): T =>
  name ? { ...item, name } : item;

/** A package as lists show it, in the requested language: each translated word replaces the English one. */
export function localizeListedPackage<P extends ListedPackageWords>(
  pkg: P,
  translation: PackageWordsTranslation | undefined,
): P {
  if (!translation) return pkg;
  return {
    ...pkg,
    name: translation.name ?? pkg.name,
    location: translation.location ?? pkg.location,
    duration: translation.duration ?? pkg.duration,
    category: renamed(pkg.category, translation.categoryName),
    destination: renamed(pkg.destination, translation.destinationName),
  };
}

/**
 * The package in the requested language: each field of the translation that is there replaces the English
 * one, every other stays English (a half-translated package is still whole). An itinerary day is translated
 * by its day number, an add-on by its id; a list only when it has as many items as the English (an added
 * inclusion must not make a translated list say less than the package includes).
 */
export function localizePackage<P extends PackageWords>(
  pkg: P,
  translation: PackageWordsTranslation | undefined,
): P {
  if (!translation) return pkg;
  const days = new Map((translation.itinerary ?? []).map((day) => [day.day, day]));
  const addOnNames = translation.addOnNames ?? {};
  return {
    ...localizeListedPackage(pkg, translation),
    description: translation.description ?? pkg.description,
    highlights: sameLength(pkg.highlights, translation.highlights),
    itinerary: pkg.itinerary.map((day) => {
      const translated = days.get(day.day);
      return translated ? { ...day, title: translated.title, description: translated.description } : day;
    }),
    inclusions: sameLength(pkg.inclusions, translation.inclusions),
    exclusions: sameLength(pkg.exclusions, translation.exclusions),
    additionalServices: pkg.additionalServices.map((addOn) => renamed(addOn, addOnNames[addOn._id])),
  };
}
