import type { Package } from '@trippy/contracts';
import { RECENT_KEPT, RECENT_SHOWN, RECENT_STORAGE_KEY } from './search-constants';

export interface RecentSearch {
  _id: string;
  slug: string;
  name: string;
  location: string;
}

/** Puts the opened package first, without duplicates, keeping 5. */
export function addRecent(list: readonly RecentSearch[], pkg: RecentSearch): RecentSearch[] {
  const entry = { _id: pkg._id, slug: pkg.slug, name: pkg.name, location: pkg.location };
  return [entry, ...list.filter((item) => item._id !== pkg._id)].slice(0, RECENT_KEPT);
}

/** The recent searches shown in the panel: the newest 3. */
export function shownRecent(list: readonly RecentSearch[]): RecentSearch[] {
  return list.slice(0, RECENT_SHOWN);
}

function isRecent(value: unknown): value is RecentSearch {
  const item = value as Partial<RecentSearch> | null;
  return (
    !!item && typeof item._id === 'string' && typeof item.slug === 'string' && typeof item.name === 'string'
  );
}

export function readRecent(storage: Pick<Storage, 'getItem'> = window.localStorage): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isRecent)
          .map((item) => ({ ...item, location: item.location ?? '' }))
          .slice(0, RECENT_KEPT)
      : [];
  } catch {
    return [];
  }
}

export function rememberRecent(
  pkg: Pick<Package, '_id' | 'slug' | 'name' | 'location'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
): RecentSearch[] {
  const next = addRecent(readRecent(storage), pkg);
  try {
    storage.setItem(RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list just is not kept.
  }
  return next;
}
