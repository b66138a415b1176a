import { Type } from '@sinclair/typebox';
import { Envelope } from './envelope';

/** Search text shorter than this (after trimming) is matched in the browser against the quick suggestions. */
export const PACKAGE_SEARCH_MIN_LENGTH = 3;
export const PACKAGE_SEARCH_MAX_LENGTH = 100;
/** Package results of one search (the search panel shows them all). */
export const PACKAGE_SEARCH_RESULTS_MAX = 6;
/** Quick suggestions the panel shows for a 1-2 character query. */
export const QUICK_SUGGESTIONS_SHOWN = 4;
/** Terms in GET /api/packages/suggestions. */
export const PACKAGE_SUGGESTION_TERMS_MAX = 60;

/** GET /api/packages/suggestions: category, destination and package names for local quick suggestions. */
export const PackageSuggestionsResponseSchema = Envelope(
  Type.Array(Type.String(), { maxItems: PACKAGE_SUGGESTION_TERMS_MAX }),
);
