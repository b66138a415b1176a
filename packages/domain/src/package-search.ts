import { SEARCH_SYNONYMS } from './content/search-synonyms';

/**
 * The site's one search rule (the header's search panel, the listing's `q` and GET /api/packages?q= all use
 * it): a package matches when the visitor's text is found in its name, its location, its category's name or
 * its description, forgivingly:
 * - case and accents do not matter ("eglise" finds "Église"); invisible joiners do not either (a Hindi
 *   keyboard's ZWJ and ZWNJ);
 * - spaces and hyphens do not matter ("char dham" = "chardham" = "char-dham", "kedar nath" = "kedarnath");
 * - a word of the content team's synonym list (`content/search-synonyms.ts`) or of the places' Hindi names
 *   (HINDI_NAMES) finds the other words of its group ("Kedar", "Kedarnath" and "केदारनाथ"; "VOF" and
 *   "Valley of Flowers"; "यात्रा" and "Yatra");
 * - a word of 5 letters or more may carry one typo (a letter added, missing or changed, or two neighbours
 *   swapped: "kedarnth" finds "Kedarnath"); shorter words must be typed exactly. A Hindi word one typo from
 *   a Hindi name is read as that name ("बद्रिनाथ" finds Badrinath), Hindi spellings varying as they do.
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

const letters = (word: string): number => [...word].length;

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
  pieces: readonly SearchPiece[];
}

/** A word of the search (`long`: of 5+ letters, it may carry a typo) or the other characters between words. */
export interface SearchPiece {
  text: string;
  word: boolean;
  long: boolean;
}

const SEPARATORS = '\\s\\-\\u2010-\\u2015\\u2212';
const TOKEN = new RegExp(`[\\p{L}\\p{M}\\p{N}]+|[${SEPARATORS}]+|[^\\p{L}\\p{M}\\p{N}${SEPARATORS}]+`, 'gu');
const WORD_START = /^[\p{L}\p{M}\p{N}]/u;
const SEPARATOR_START = new RegExp(`^[${SEPARATORS}]`, 'u');

/** Whether a token (of TOKEN) is a word: ASCII letters and digits at once, other characters by their class. */
function isWord(token: string): boolean {
  const code = token.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return true;
  return code > 127 && WORD_START.test(token);
}
const isSeparator = (token: string): boolean => {
  const code = token.charCodeAt(0);
  if (code === 32 || code === 45) return true;
  if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) return false;
  return SEPARATOR_START.test(token);
};

// eslint-disable-next-line no-control-regex -- ASCII only: nothing to take accents from
const ASCII = /^[\u0000-\u007f]*$/;
/** Characters that only shape how text is drawn: soft hyphen, zero-width space, ZWNJ, ZWJ, word joiner, BOM. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * Lowercase, then without accents (the combining marks of Latin letters; Devanagari's signs, nukta and
 * virama stay) and without invisible joiners.
 */
function withoutCase(text: string): string {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
}

const tokensOf = (text: string): string[] => withoutCase(text).match(TOKEN) ?? [];

const compact = (text: string): string =>
  tokensOf(text)
    .filter((token) => !isSeparator(token))
    .join('');

/**
 * The Hindi names of the catalogue's places and kinds of trip, each group led by the English as the packages
 * write it, so a search on a Hindi page finds them ("केदारनाथ" finds Kedarnath). Several spellings where
 * people write a name several ways (बद्रीनाथ, बदरीनाथ). Read together with the content team's list.
 */
export const HINDI_NAMES: readonly (readonly string[])[] = [
  // The Char Dham and the yatras
  ['Kedarnath', 'केदारनाथ', 'केदार'],
  ['Badrinath', 'बद्रीनाथ', 'बदरीनाथ', 'बद्री', 'बदरी'],
  ['Gangotri', 'गंगोत्री', 'गङ्गोत्री'],
  ['Yamunotri', 'यमुनोत्री', 'जमुनोत्री'],
  ['Char Dham', 'चार धाम'],
  ['Do Dham', 'दो धाम'],
  ['Dham', 'धाम'],
  ['Guptkashi', 'गुप्तकाशी'],
  ['Sonprayag', 'सोनप्रयाग'],
  ['Barkot', 'बड़कोट', 'बडकोट', 'बरकोट'],
  ['Joshimath', 'जोशीमठ'],
  ['Ganga', 'गंगा'],
  ['Yamuna', 'यमुना'],
  // Treks and their road heads
  ['Valley of Flowers', 'फूलों की घाटी', 'फूलो की घाटी'],
  ['Hemkund', 'हेमकुंड', 'हेमकुण्ड'],
  ['Sahib', 'साहिब'],
  ['Govindghat', 'गोविंदघाट', 'गोविन्दघाट'],
  ['Kedarkantha', 'केदारकांठा', 'केदारकंठा', 'केदारकाँठा'],
  ['Har Ki Dun', 'हर की दून'],
  ['Sankri', 'सांकरी', 'साँकरी'],
  ['Tungnath', 'तुंगनाथ', 'तुङ्गनाथ'],
  ['Chandrashila', 'चंद्रशिला', 'चन्द्रशिला'],
  ['Chopta', 'चोपता', 'चोपटा'],
  ['Roopkund', 'रूपकुंड', 'रूपकुण्ड'],
  ['Brahmatal', 'ब्रह्मताल'],
  ['Lohajung', 'लोहाजंग'],
  ['Auli', 'औली'],
  // Towns, districts and regions
  ['Rishikesh', 'ऋषिकेश', 'रिषिकेश'],
  ['Haridwar', 'हरिद्वार', 'हरद्वार'],
  ['Dehradun', 'देहरादून'],
  ['Mussoorie', 'मसूरी'],
  ['Dhanaulti', 'धनौल्टी', 'धनोल्टी'],
  ['Shivpuri', 'शिवपुरी'],
  ['Uttarkashi', 'उत्तरकाशी'],
  ['Chamoli', 'चमोली'],
  ['Rudraprayag', 'रुद्रप्रयाग'],
  ['Tehri', 'टिहरी'],
  ['Garhwal', 'गढ़वाल'],
  ['Uttarakhand', 'उत्तराखंड', 'उत्तराखण्ड'],
  ['Himachal', 'हिमाचल'],
  ['Spiti', 'स्पीति', 'स्पिति'],
  ['Kaza', 'काज़ा', 'काजा'],
  ['Chandratal', 'चंद्रताल', 'चन्द्रताल'],
  ['Shimla', 'शिमला'],
  ['Manali', 'मनाली'],
  ['Kasol', 'कसोल'],
  ['Tosh', 'तोश', 'तोष'],
  ['Kheerganga', 'खीरगंगा'],
  ['Parvati', 'पार्वती'],
  ['Valley', 'घाटी'],
  ['Bir', 'बीर'],
  ['Billing', 'बिलिंग'],
  ['Delhi', 'दिल्ली'],
  // Kinds of trip
  ['Yatra', 'यात्रा'],
  ['Pilgrimage', 'तीर्थयात्रा'],
  ['Temple', 'मंदिर'],
  ['Trek', 'ट्रेक', 'ट्रैक'],
  ['Trekking', 'ट्रेकिंग', 'ट्रैकिंग'],
  ['Rafting', 'राफ्टिंग'],
  ['Camping', 'कैंपिंग', 'कैम्पिंग'],
  ['Paragliding', 'पैराग्लाइडिंग'],
  ['Backpacking', 'बैकपैकिंग'],
  ['Weekend', 'वीकेंड'],
  ['Family', 'फैमिली', 'परिवार'],
  ['Adventure', 'एडवेंचर', 'साहसिक'],
  ['Spiritual', 'आध्यात्मिक'],
  ['Helicopter', 'हेलीकॉप्टर', 'हेलिकॉप्टर'],
];

/** Each spelling of the lists, compacted, to its group's main spelling; and every beginning of one. */
const SYNONYMS = new Map<string, string>();
const SYNONYM_STARTS = new Set<string>();
/** The Devanagari spellings (compacted) a Hindi word one typo away is read as. */
const DEVANAGARI_SPELLINGS: string[] = [];
const DEVANAGARI = /[\u0900-\u097f]/;
let longestSynonym = 1;
for (const group of [...SEARCH_SYNONYMS, ...HINDI_NAMES]) {
  const main = group[0];
  if (main === undefined) continue;
  for (const spelling of group) {
    const key = compact(spelling);
    SYNONYMS.set(key, compact(main));
    if (DEVANAGARI.test(key)) DEVANAGARI_SPELLINGS.push(key);
    for (let end = 1; end <= key.length; end += 1) SYNONYM_STARTS.add(key.slice(0, end));
    longestSynonym = Math.max(longestSynonym, tokensOf(spelling).filter((t) => isWord(t)).length);
  }
}

interface Folding {
  raw: string;
  canonical: string;
  /** Every word, and each synonym's main spelling. */
  words: string[];
  /** The canonical text in words (a synonym as one) and other characters. */
  pieces: SearchPiece[];
}

/** The synonym starting at token `start`: the most words (joined by spaces or hyphens only) that make one. */
function synonymAt(tokens: readonly string[], start: number): { main: string; end: number } | null {
  let found: { main: string; end: number } | null = null;
  let joined = '';
  let words = 0;
  for (let index = start; index < tokens.length && words < longestSynonym; index += 1) {
    const token = tokens[index] as string;
    if (isSeparator(token)) continue;
    if (!isWord(token)) break;
    joined += token;
    words += 1;
    if (!SYNONYM_STARTS.has(joined)) break;
    const main = SYNONYMS.get(joined);
    if (main !== undefined) found = { main, end: index + 1 };
  }
  return found;
}

/**
 * The main spelling of the one Hindi name a Devanagari word of 5+ letters is one typo from (of a search: a
 * package's words are read as written), or undefined (none, or names of different groups).
 */
function hindiNameOneTypoAway(word: string): string | undefined {
  if (letters(word) < SEARCH_TYPO_MIN_LETTERS || !DEVANAGARI.test(word)) return undefined;
  let found: string | undefined;
  for (const spelling of DEVANAGARI_SPELLINGS) {
    if (Math.abs(spelling.length - word.length) > 1 || !withinOneTypo(word, spelling)) continue;
    const main = SYNONYMS.get(spelling);
    if (found !== undefined && main !== found) return undefined;
    found = main;
  }
  return found;
}

/** A search's word at `index` read as the Hindi name it is one typo from, if any. */
function hindiNameAt(tokens: readonly string[], index: number): { main: string; end: number } | null {
  const main = hindiNameOneTypoAway(tokens[index] as string);
  return main === undefined ? null : { main, end: index + 1 };
}

/** A text folded; its pieces only for a search (`pieces`), which a field does not need. */
function fold(text: string, pieces = false): Folding {
  const tokens = tokensOf(text);
  const folding: Folding = { raw: '', canonical: '', words: [], pieces: [] };
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as string;
    if (isSeparator(token)) {
      index += 1;
    } else if (!isWord(token)) {
      folding.raw += token;
      folding.canonical += token;
      if (pieces) folding.pieces.push({ text: token, word: false, long: false });
      index += 1;
    } else {
      const synonym = synonymAt(tokens, index) ?? (pieces ? hindiNameAt(tokens, index) : null);
      const end = synonym ? synonym.end : index + 1;
      for (let part = index; part < end; part += 1) {
        const text = tokens[part] as string;
        if (isSeparator(text)) continue;
        folding.raw += text;
        folding.words.push(text);
      }
      const term = synonym ? synonym.main : token;
      folding.canonical += term;
      if (pieces)
        folding.pieces.push({ text: term, word: true, long: letters(term) >= SEARCH_TYPO_MIN_LETTERS });
      if (synonym) folding.words.push(synonym.main);
      index = end;
    }
  }
  return folding;
}

/** The visitor's text as it is compared. */
export function searchFolded(text: string): FoldedSearch {
  const { raw, canonical, pieces } = fold(text, true);
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
  const long = a.length >= b.length ? a : b;
  const short = long === a ? b : a;
  const extra = long.length - short.length;
  if (extra > 1) return false;
  let start = 0;
  while (start < short.length && long.charCodeAt(start) === short.charCodeAt(start)) start += 1;
  if (extra === 1) return sameAfter(long, start + 1, short, start);
  return (
    sameAfter(long, start + 1, short, start + 1) ||
    (long[start] === short[start + 1] &&
      long[start + 1] === short[start] &&
      sameAfter(long, start + 2, short, start + 2))
  );
}

/** Whether a from `fromA` on is b from `fromB` on. */
function sameAfter(a: string, fromA: number, b: string, fromB: number): boolean {
  if (a.length - fromA !== b.length - fromB) return false;
  for (let offset = 0; fromA + offset < a.length; offset += 1)
    if (a.charCodeAt(fromA + offset) !== b.charCodeAt(fromB + offset)) return false;
  return true;
}

/** Readings of the search with its long words corrected to the field's words one typo away (a few at most). */
const READINGS_MAX = 32;
const NONE: readonly string[] = [];

/** The field's words one typo from a long word of the search (not the word itself). */
function neighbours(field: FoldedSearchField, word: string): readonly string[] {
  let found: string[] | null = null;
  for (const candidate of field.words) {
    const difference = candidate.length - word.length;
    if (difference > 1 || difference < -1 || candidate === word) continue;
    if (withinOneTypo(word, candidate)) (found ??= []).push(candidate);
  }
  return found ?? NONE;
}

function fieldMatches(field: FoldedSearchField, query: FoldedSearch): boolean {
  if (field.raw.includes(query.raw) || field.canonical.includes(query.canonical)) return true;
  // A typo only where the field has a word one typo from a long word of the search.
  const corrections = query.pieces.map((piece) => (piece.long ? neighbours(field, piece.text) : NONE));
  if (corrections.every((found) => found.length === 0)) return false;
  let readings = [''];
  query.pieces.forEach((piece, index) => {
    const spellings = [piece.text, ...(corrections[index] ?? NONE)];
    readings = readings
      .flatMap((reading) => spellings.map((spelling) => reading + spelling))
      .slice(0, READINGS_MAX);
  });
  return readings.some((reading) => field.canonical.includes(reading) || field.raw.includes(reading));
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
