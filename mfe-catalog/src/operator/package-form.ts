import {
  OperatorPackageBodySchema,
  PACKAGE_IMAGE_PATTERN,
  PACKAGE_SLUG_PATTERN,
  type OperatorPackageBody,
  type OperatorPackageDetail,
  type PackageStatus,
} from '@trippy/contracts';
import { normaliseSeason } from '@trippy/domain';
import { paiseToRupeesText, rupeesToPaise } from './rupees';
import { hindiBody, hindiFromDetail, type HindiWordsForm } from './hindi-words';

export type Difficulty = Exclude<OperatorPackageBody['difficulty'], null>;
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'moderate', 'challenging'];

const P = OperatorPackageBodySchema.properties;
const day = P.itinerary.items.properties;
const addon = P.addons.items.properties;
const altitude = P.maxAltitudeFt.anyOf[0];

/** The contract's limits, read from its schema (never typed twice). */
export const LIMITS = {
  name: P.name.maxLength,
  slugMin: P.slug.minLength,
  slug: P.slug.maxLength,
  location: P.location.maxLength,
  description: P.description.maxLength,
  duration: P.duration.maxLength,
  durationDaysMin: P.durationDays.minimum,
  durationDaysMax: P.durationDays.maximum,
  priceMax: P.offerPrice.maximum,
  packageType: P.packageType.maxLength,
  altitudeMax: altitude.maximum,
  gallery: P.gallery.maxItems,
  highlights: P.highlights.maxItems,
  highlight: P.highlights.items.maxLength,
  inclusions: P.inclusions.maxItems,
  inclusion: P.inclusions.items.maxLength,
  exclusions: P.exclusions.maxItems,
  exclusion: P.exclusions.items.maxLength,
  itineraryDays: P.itinerary.maxItems,
  dayTitle: day.title.maxLength,
  dayDescription: day.description.maxLength,
  addons: P.addons.maxItems,
  addonName: addon.name.maxLength,
  addonPriceMax: addon.price.maximum,
} as const;

export type TextListKey = 'highlights' | 'inclusions' | 'exclusions';

/** What the editor holds: text as typed (prices in rupees), turned into the contract's body on save. */
export interface PackageForm {
  name: string;
  slug: string;
  /** The slug follows the name until it is edited by hand (or the package was saved). */
  slugEdited: boolean;
  location: string;
  categoryId: string;
  destinationId: string;
  packageType: string;
  difficulty: Difficulty | '';
  maxAltitudeFt: string;
  /** The operating season's months (1-12); none ticked: all year. */
  seasonMonths: number[];
  duration: string;
  durationDays: string;
  status: PackageStatus;
  offerPrice: string;
  originalPrice: string;
  description: string;
  cardImage: string;
  gallery: string[];
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  itinerary: Array<{ title: string; description: string }>;
  addons: Array<{ _id?: string; name: string; price: string }>;
  /** Its words in Hindi, each optional. */
  hindi: HindiWordsForm;
}

/** Field errors by path: "name", "highlights.2", "itinerary.0.title", "addons.1.price". */
export type FormErrors = Record<string, string>;

export function emptyForm(): PackageForm {
  return {
    name: '',
    slug: '',
    slugEdited: false,
    location: '',
    categoryId: '',
    destinationId: '',
    packageType: '',
    difficulty: '',
    maxAltitudeFt: '',
    seasonMonths: [],
    duration: '',
    durationDays: '',
    status: 'draft',
    offerPrice: '',
    originalPrice: '',
    description: '',
    cardImage: '',
    gallery: [],
    highlights: [],
    inclusions: [],
    exclusions: [],
    itinerary: [],
    addons: [],
    hindi: hindiFromDetail(undefined),
  };
}

export function formFromDetail(pkg: OperatorPackageDetail): PackageForm {
  return {
    name: pkg.name,
    slug: pkg.slug,
    slugEdited: true,
    location: pkg.location,
    categoryId: pkg.category._id,
    destinationId: pkg.destination._id,
    packageType: pkg.packageType,
    difficulty: pkg.difficulty ?? '',
    maxAltitudeFt: pkg.maxAltitudeFt === null ? '' : String(pkg.maxAltitudeFt),
    seasonMonths: [...pkg.seasonMonths],
    duration: pkg.duration,
    durationDays: String(pkg.durationDays),
    status: pkg.status,
    offerPrice: paiseToRupeesText(pkg.offerPrice),
    originalPrice: paiseToRupeesText(pkg.originalPrice),
    description: pkg.description,
    cardImage: pkg.cardImage,
    gallery: [...pkg.gallery],
    highlights: [...pkg.highlights],
    inclusions: [...pkg.inclusions],
    exclusions: [...pkg.exclusions],
    itinerary: [...pkg.itinerary]
      .sort((a, b) => a.day - b.day)
      .map(({ title, description }) => ({ title, description })),
    addons: pkg.addons.map(({ _id, name, price }) => ({ _id, name, price: paiseToRupeesText(price) })),
    hindi: hindiFromDetail(pkg.translations),
  };
}

const slugPattern = new RegExp(PACKAGE_SLUG_PATTERN);
const imagePattern = new RegExp(PACKAGE_IMAGE_PATTERN);
const wholeNumber = /^\d{1,9}$/;

function text(
  errors: FormErrors,
  key: string,
  value: string,
  max: number | undefined,
  label: string,
): string {
  const trimmed = value.trim();
  if (!trimmed) errors[key] = `Enter the ${label}`;
  else if (max !== undefined && trimmed.length > max) errors[key] = `Use at most ${max} characters`;
  return trimmed;
}

function integer(
  errors: FormErrors,
  key: string,
  value: string,
  min: number,
  max: number | undefined,
  label: string,
): number {
  const trimmed = value.trim();
  const n = wholeNumber.test(trimmed) ? Number(trimmed) : NaN;
  if (Number.isNaN(n) || n < min || (max !== undefined && n > max))
    errors[key] = `Enter ${label} from ${min} to ${max ?? 'any'}`;
  return n;
}

function money(errors: FormErrors, key: string, value: string, max: number | undefined): number {
  const paise = rupeesToPaise(value);
  if (paise === null) errors[key] = 'Enter an amount in rupees, e.g. 18999 or 18999.50';
  else if (max !== undefined && paise > max) errors[key] = `At most ₹${paiseToRupeesText(max)}`;
  return paise ?? 0;
}

function lines(errors: FormErrors, key: TextListKey, values: string[], max: number | undefined): string[] {
  return values.map((value, i) => text(errors, `${key}.${i}`, value, max, 'text (or remove the row)'));
}

/** The body for the API, or the fields to fix (the contract's rules, checked before sending). */
export function validateForm(form: PackageForm): { body: OperatorPackageBody | null; errors: FormErrors } {
  const errors: FormErrors = {};
  const name = text(errors, 'name', form.name, LIMITS.name, 'package name');
  const slug = form.slug.trim();
  if (
    !slugPattern.test(slug) ||
    slug.length < (LIMITS.slugMin ?? 0) ||
    slug.length > (LIMITS.slug ?? Infinity)
  )
    errors.slug = `Use ${LIMITS.slugMin}-${LIMITS.slug} lowercase letters, digits and single dashes`;
  const location = text(errors, 'location', form.location, LIMITS.location, 'location');
  if (!form.categoryId) errors.categoryId = 'Choose a category';
  if (!form.destinationId) errors.destinationId = 'Choose a destination';
  const packageType = text(errors, 'packageType', form.packageType, LIMITS.packageType, 'package type');
  const maxAltitudeFt = form.maxAltitudeFt.trim()
    ? integer(errors, 'maxAltitudeFt', form.maxAltitudeFt, 0, LIMITS.altitudeMax, 'feet')
    : null;
  const duration = text(
    errors,
    'duration',
    form.duration,
    LIMITS.duration,
    'duration, e.g. 5 Days / 4 Nights',
  );
  const durationDays = integer(
    errors,
    'durationDays',
    form.durationDays,
    LIMITS.durationDaysMin ?? 1,
    LIMITS.durationDaysMax,
    'days',
  );
  const offerPrice = money(errors, 'offerPrice', form.offerPrice, LIMITS.priceMax);
  const originalPrice = money(errors, 'originalPrice', form.originalPrice, LIMITS.priceMax);
  if (!errors.offerPrice && !errors.originalPrice && offerPrice > originalPrice)
    errors.offerPrice = 'The offer price cannot be above the original price';
  const description = text(errors, 'description', form.description, LIMITS.description, 'description');
  if (!form.cardImage) errors.cardImage = 'Upload a card image';
  else if (!imagePattern.test(form.cardImage)) errors.cardImage = 'Upload the card image again';
  if (form.gallery.length > (LIMITS.gallery ?? Infinity)) errors.gallery = `At most ${LIMITS.gallery} images`;
  const highlights = lines(errors, 'highlights', form.highlights, LIMITS.highlight);
  const inclusions = lines(errors, 'inclusions', form.inclusions, LIMITS.inclusion);
  const exclusions = lines(errors, 'exclusions', form.exclusions, LIMITS.exclusion);
  const itinerary = form.itinerary.map((entry, i) => {
    const title = text(errors, `itinerary.${i}.title`, entry.title, LIMITS.dayTitle, "day's title");
    const dayText = entry.description.trim();
    if (dayText.length > (LIMITS.dayDescription ?? Infinity))
      errors[`itinerary.${i}.description`] = `Use at most ${LIMITS.dayDescription} characters`;
    return { day: i + 1, title, description: dayText };
  });
  const addons = form.addons.map((entry, i) => ({
    ...(entry._id ? { _id: entry._id } : {}),
    name: text(errors, `addons.${i}.name`, entry.name, LIMITS.addonName, "add-on's name"),
    price: money(errors, `addons.${i}.price`, entry.price, LIMITS.addonPriceMax),
  }));
  const translations = hindiBody(
    form.hindi,
    { highlights, inclusions, exclusions, days: itinerary.length },
    errors,
  );
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      name,
      slug,
      location,
      categoryId: form.categoryId,
      destinationId: form.destinationId,
      description,
      cardImage: form.cardImage,
      gallery: form.gallery,
      duration,
      durationDays,
      offerPrice,
      originalPrice,
      packageType,
      difficulty: form.difficulty || null,
      maxAltitudeFt,
      seasonMonths: normaliseSeason(form.seasonMonths),
      highlights,
      itinerary,
      inclusions,
      exclusions,
      addons,
      status: form.status,
      translations,
    },
    errors,
  };
}

const SERVER_FIELD_HINTS: Array<[RegExp, string]> = [
  [/\bslug\b/i, 'slug'],
  [/\boffer price\b/i, 'offerPrice'],
  [/\bcategory\b/i, 'categoryId'],
  [/\bdestination\b/i, 'destinationId'],
  [/\bitinerary\b/i, 'itinerary'],
];

/**
 * Which field a server's refusal is about: a 400 names the field's path first ("highlights.2 must be at
 * most 200 characters"), a 409/422 says it in words ("slug is taken", "category does not exist").
 */
export function fieldOfServerMessage(message: string): string | null {
  const path = /^([A-Za-z]+(?:\.\d+(?:\.[A-Za-z]+)?)?)\s/.exec(message.slice(0, 200))?.[1];
  if (path && Object.hasOwn(P, path.split('.')[0] ?? '')) return path;
  for (const [pattern, field] of SERVER_FIELD_HINTS) if (pattern.test(message)) return field;
  return null;
}
