import { Type, type Static } from '@sinclair/typebox';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const List = (maxItems: number) => Type.Array(Text(500), { maxItems });
/** A translated itinerary day, by the English day's number. */
const DaySchema = Type.Object(
  {
    day: Type.Integer({ minimum: 1, maximum: 60 }),
    title: Text(200),
    description: Type.String({ maxLength: 5_000 }),
  },
  { additionalProperties: false },
);

/**
 * A package's words in another language (Hindi), each field optional: what is missing shows in English
 * (domain localizePackage). Itinerary days by their day number.
 */
export const PackageTranslationSchema = Type.Object(
  {
    name: Type.Optional(Text(200)),
    location: Type.Optional(Text(200)),
    duration: Type.Optional(Text(100)),
    description: Type.Optional(Text(10_000)),
    highlights: Type.Optional(List(30)),
    itinerary: Type.Optional(Type.Array(DaySchema, { maxItems: 60 })),
    inclusions: Type.Optional(List(40)),
    exclusions: Type.Optional(List(40)),
  },
  { additionalProperties: false },
);
export type PackageTranslation = Static<typeof PackageTranslationSchema>;

/** A package's translations by language (only Hindi today; English is the package itself). */
export const PackageTranslationsSchema = Type.Object(
  { hi: Type.Optional(PackageTranslationSchema) },
  { additionalProperties: false },
);
export type PackageTranslations = Static<typeof PackageTranslationsSchema>;

/**
 * A category's, destination's or add-on's name in another language, and a category's description or a
 * destination's region.
 */
export const NameTranslationSchema = Type.Object(
  {
    name: Type.Optional(Text(200)),
    description: Type.Optional(Text(2_000)),
    region: Type.Optional(Text(100)),
  },
  { additionalProperties: false },
);
export type NameTranslation = Static<typeof NameTranslationSchema>;

/** Those words by language (only Hindi today). */
export const NameTranslationsSchema = Type.Object(
  { hi: Type.Optional(NameTranslationSchema) },
  { additionalProperties: false },
);
export type NameTranslations = Static<typeof NameTranslationsSchema>;

/** `?lang=hi`: the words in Hindi where there are some (English otherwise). */
export const LangQuerySchema = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
});
