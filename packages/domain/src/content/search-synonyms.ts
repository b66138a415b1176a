/**
 * Words a visitor may type for the same place or trip, owned by the content team: edit this list (plain data,
 * no code) to teach the site's search a new spelling. Each line is one group; a search for any word of a group
 * finds what is written with any other. The first word of a group is its main spelling. Case, accents, spaces
 * and hyphens do not matter here ("Char Dham" also covers "chardham" and "char-dham"). The search rule that
 * reads it is `packages/domain/src/package-search.ts`.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['Kedarnath', 'Kedar', 'केदारनाथ'],
  ['Badrinath', 'Badri', 'बद्रीनाथ'],
  ['Char Dham', 'चार धाम'],
  ['Valley of Flowers', 'VOF', 'फूलों की घाटी'],
];
