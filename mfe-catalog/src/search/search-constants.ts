import { msg } from '@trippy/i18n';
import {
  PACKAGE_SEARCH_MIN_LENGTH,
  PACKAGE_SEARCH_RESULTS_MAX,
  QUICK_SUGGESTIONS_SHOWN,
} from '@trippy/contracts';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_CACHE_SIZE = 50;
export const MIN_REMOTE_QUERY = PACKAGE_SEARCH_MIN_LENGTH;
export const RESULT_CAP = PACKAGE_SEARCH_RESULTS_MAX;
export const QUICK_SUGGESTION_CAP = QUICK_SUGGESTIONS_SHOWN;
export const RECENT_KEPT = 5;
export const RECENT_SHOWN = 3;
export const RECENT_STORAGE_KEY = 'recentSearches';

/**
 * The six built-in popular destinations; the first three are shown as trending. On Hindi pages each is shown
 * and searched in Hindi (the search rule's synonyms find the same packages).
 */
export const POPULAR_DESTINATIONS = [
  msg('Kedarnath Dham'),
  msg('Badrinath Dham'),
  msg('Gangotri Dham'),
  msg('Yamunotri Dham'),
  msg('Valley of Flowers'),
  msg('Roopkund Trek'),
] as const;
export const TRENDING_COUNT = 3;

/** Local words for the 1-2 character quick suggestions (no network). */
export const QUICK_TERMS: readonly string[] = [
  ...POPULAR_DESTINATIONS,
  'Char Dham Yatra',
  'Do Dham Yatra',
  'Kedarkantha Trek',
  'Har Ki Dun Trek',
  'Brahmatal Trek',
  'Tungnath and Chandrashila',
  'Hemkund Sahib',
  'Rishikesh Rafting',
  'Mussoorie',
  'Spiti Valley',
  'Kasol and Kheerganga',
  'Bir Billing Paragliding',
  'Treks',
  'Spiritual Trips',
  'Backpacking Trips',
  'Weekend Trips',
  'Family Holidays',
  'Girls Only Trips',
  'Corporate Trips',
  'Adventure',
];
