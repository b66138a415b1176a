import { SEARCH_SYNONYMS } from './content/search-synonyms';

/**
 * The site's one search rule (the header's search panel, the listing's `q` and GET /api/packages?q= all use
 * it): a package matches when the visitor's text is found in its name, its location, its category's name or
 * its description, forgivingly:
 * - case and accents do not matter ("eglise" finds "Église");
 * - spaces and hyphens do not matter ("char dham" = "chardham" = "char-dham", "kedar nath" = "kedarnath");
 * - a word of the content team's synonym list (`content/search-synonyms.ts`) finds the other words of its
 *   group ("Kedar", "Kedarnath" and "केदारनाथ"; "VOF" and "Valley of Flowers");
 * - a word of 5 letters or more may carry one typo (a letter added, missing or changed, or two neighbours
 *   swapped: "kedarnth" finds "Kedarnath"); shorter words must be typed exactly.
 * Every other character matches itself (no wildcards), and the words must all be found in the same field.
 */
export interface PackageSearchText {
  name: string;
  location: string;
  categoryName: string;
  description: string;
}

/** Words this long or longer may carry one typo. */
export const SEARCH_TYPO_MIN_LETTERS = 5;

/** One field as it is compared, folded once. */
export interface FoldedSearchField {
  /** Lowercased, without accents, spaces or hyphens. */
  raw: string;
  /** The same with each synonym written as its group's main spelling. */
  canonical: string;
  /** Its words (folded) and the main spellings of its synonyms, for the typo tolerance. */
  words: ReadonlySet<string>;
}

/** The visitor's text as it is compared (searchFolded). */
export interface FoldedSearch {
  raw: string;
  canonical: string;
  /**
   * The canonical text in pieces: its words (a synonym, even of several words, as its main spelling) and the
   * other characters between them; a word of 5+ letters may be read as a word of the field one typo away.
   */
  pieces: readonly { text: string; word: boolean }[];
}

const SEPARATORS = '\\s\\-\\u2010-\\u2015\\u2212';
const TOKEN = new RegExp(`[\\p{L}\\p{M}\\p{N}]+|[${SEPARATORS}]+|[^\\p{L}\\p{M}\\p{N}${SEPARATORS}]+`, 'gu');
const WORD = /^[\p{L}\p{M}\p{N}]/u;
const SEPARATOR = new RegExp(`^[${SEPARATORS}]`, 'u');

/** Lowercase, then without accents (the combining marks of Latin letters; Devanagari's signs stay). */
const withoutCase = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

const tokensOf = (text: string): string[] => withoutCase(text).match(TOKEN) ?? [];

const compact = (text: string): string =>
  tokensOf(text)
    .filter((token) => !SEPARATOR.test(token))
    .join('');

/** Each spelling of the list, compacted, to its group's main spelling. */
const SYNONYMS = new Map<string, string>();
let longestSynonym = 1;
for (const group of SEARCH_SYNONYMS) {
  const main = group[0];
  if (main === undefined) continue;
  for (const spelling of group) {
    SYNONYMS.set(compact(spelling), compact(main));
    longestSynonym = Math.max(longestSynonym, tokensOf(spelling).filter((t) => WORD.test(t)).length);
  }
}

interface Folding {
  raw: string;
  canonical: string;
  /** Every word, and each synonym's main spelling. */
  words: string[];
  /** The canonical text in words (a synonym as one) and other characters. */
  pieces: { text: string; word: boolean }[];
}

/** The synonym starting at token `start`: the most words (joined by spaces or hyphens only) that make one. */
function synonymAt(tokens: readonly string[], start: number): { main: string; end: number } | null {
  let found: { main: string; end: number } | null = null;
  let joined = '';
  let words = 0;
  for (let index = start; index < tokens.length && words < longestSynonym; index += 1) {
    const token = tokens[index] as string;
    if (SEPARATOR.test(token)) continue;
    if (!WORD.test(token)) break;
    joined += token;
    words += 1;
    const main = SYNONYMS.get(joined);
    if (main !== undefined) found = { main, end: index + 1 };
  }
  return found;
}

function fold(text: string): Folding {
  const tokens = tokensOf(text);
  const folding: Folding = { raw: '', canonical: '', words: [], pieces: [] };
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as string;
    if (SEPARATOR.test(token)) {
      index += 1;
    } else if (!WORD.test(token)) {
      folding.raw += token;
      folding.canonical += token;
      folding.pieces.push({ text: token, word: false });
      index += 1;
    } else {
      const synonym = synonymAt(tokens, index);
      const end = synonym ? synonym.end : index + 1;
      for (const part of tokens.slice(index, end)) {
        if (SEPARATOR.test(part)) continue;
        folding.raw += part;
        folding.words.push(part);
      }
      const term = synonym ? synonym.main : token;
      folding.canonical += term;
      folding.pieces.push({ text: term, word: true });
      if (synonym) folding.words.push(synonym.main);
      index = end;
    }
  }
  return folding;
}

/** The visitor's text as it is compared. */
export function searchFolded(text: string): FoldedSearch {
  const { raw, canonical, pieces } = fold(text);
  return { raw, canonical, pieces };
}

/** A package's fields folded once, for matching many searches against it. */
export function foldPackageSearchText(text: PackageSearchText): readonly FoldedSearchField[] {
  return [text.name, text.location, text.categoryName, text.description].map((field) => {
    const { raw, canonical, words } = fold(field);
    return { raw, canonical, words: new Set(words) };
  });
}

/**
 * At most one letter added, missing or changed, or two neighbouring letters swapped (compared by UTF-16 unit:
 * the site's scripts, Latin and Devanagari, are one unit a letter).
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && long.charCodeAt(start) === short.charCodeAt(start)) start += 1;
  const sameFrom = (fromLong: number, fromShort: number) => {
    const count = long.length - fromLong;
    if (count !== short.length - fromShort) return false;
    for (let offset = 0; offset < count; offset += 1)
      if (long.charCodeAt(fromLong + offset) !== short.charCodeAt(fromShort + offset)) return false;
    return true;
  };
  if (long.length > short.length) return sameFrom(start + 1, start);
  return (
    sameFrom(start + 1, start + 1) ||
    (long[start] === short[start + 1] && long[start + 1] === short[start] && sameFrom(start + 2, start + 2))
  );
}

const letters = (word: string): number => [...word].length;

/** Readings of the search with its long words corrected to the field's words one typo away (a few at most). */
const READINGS_MAX = 32;

function fieldMatches(field: FoldedSearchField, query: FoldedSearch): boolean {
  if (field.raw.includes(query.raw) || field.canonical.includes(query.canonical)) return true;
  let readings = [''];
  let corrected = false;
  for (const piece of query.pieces) {
    const spellings = [piece.text];
    if (piece.word && letters(piece.text) >= SEARCH_TYPO_MIN_LETTERS)
      for (const word of field.words)
        if (word !== piece.text && withinOneTypo(piece.text, word)) spellings.push(word);
    if (spellings.length > 1) corrected = true;
    readings = readings
      .flatMap((reading) => spellings.map((spelling) => reading + spelling))
      .slice(0, READINGS_MAX);
  }
  return (
    corrected && readings.some((reading) => field.canonical.includes(reading) || field.raw.includes(reading))
  );
}

/** Whether folded fields (foldPackageSearchText) match the folded search (searchFolded). */
export function matchesPackageSearch(
  foldedFields: readonly FoldedSearchField[],
  query: FoldedSearch,
): boolean {
  // Nothing to look for (only spaces or hyphens): nothing matches.
  if (!query.raw) return false;
  return foldedFields.some((field) => fieldMatches(field, query));
}

/** The rule on one package's text, for a single check (lists fold their packages once instead). */
export const packageMatchesSearch = (text: PackageSearchText, query: string): boolean =>
  matchesPackageSearch(foldPackageSearchText(text), searchFolded(query));

/** The rule on any one text (a suggestion's words): whether the search is found in it. */
export const textMatchesSearch = (text: string, query: string): boolean =>
  matchesPackageSearch(
    foldPackageSearchText({ name: text, location: '', categoryName: '', description: '' }),
    searchFolded(query),
  );
