import { Type } from '@sinclair/typebox';
import { Envelope } from './envelope';
import { PACKAGE_SUGGESTION_TERMS_MAX } from './package-options';

/** GET /api/packages/suggestions: category, destination and package names for local quick suggestions. */
export const PackageSuggestionsResponseSchema = Envelope(
  Type.Array(Type.String(), { maxItems: PACKAGE_SUGGESTION_TERMS_MAX }),
);
