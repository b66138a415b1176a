import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * The Redis channel on which the API announces what changed in the catalogue, to every API instance and every
 * page server (each keeps short-lived caches: the package list, kept renders of pages).
 */
export const CATALOG_CHANGED_CHANNEL = 'trippy-catalog-changed';

/** A change notice names a few packages; anything longer on the channel is not one of ours. */
const MAX_MESSAGE_LENGTH = 10_000;

const Text = Type.String({ minLength: 1, maxLength: 200 });

/** The public pages a package's seats appear on: its page by slug, and the old address by id. */
export const PackagePagesSchema = Type.Object({ id: Text, slug: Text });
export type PackagePages = Static<typeof PackagePagesSchema>;

/**
 * What changed: the catalogue (packages, batches, prices: every page and list may show it), or only the seats
 * left on some packages' departures (shown on those packages' own pages only; lists show no seat counts).
 */
export const CatalogChangeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('catalogue') }),
  Type.Object({ kind: Type.Literal('seats'), packages: Type.Array(PackagePagesSchema, { maxItems: 100 }) }),
]);
export type CatalogChange = Static<typeof CatalogChangeSchema>;

/** A notice from the channel, checked; anything unreadable is taken as "everything changed", the safe side. */
export function readCatalogChange(message: string): CatalogChange {
  if (message.length > MAX_MESSAGE_LENGTH) return { kind: 'catalogue' };
  try {
    const parsed: unknown = JSON.parse(message);
    if (Value.Check(CatalogChangeSchema, parsed))
      return parsed.kind === 'seats'
        ? { kind: 'seats', packages: parsed.packages.map(({ id, slug }) => ({ id, slug })) }
        : { kind: 'catalogue' };
  } catch {
    // not JSON: an older instance's plain notice
  }
  return { kind: 'catalogue' };
}
