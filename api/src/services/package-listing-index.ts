import {
  foldPackageSearchText,
  matchesListingFilter,
  matchesPackageSearch,
  searchFolded,
  sortPackages,
  type PackageListingFilter,
  type PackageListingSort,
} from '@trippy/domain';
import type { ListingFacts } from './package-listing-repo';

interface Entry extends Omit<ListingFacts, 'name' | 'location' | 'categoryName' | 'description'> {
  folded: readonly string[];
}

interface Snapshot {
  today: string;
  readAt: number;
  entries: Promise<Entry[]>;
}

export interface PackageListingIndexOptions {
  /** Every published package's facts for `today`, in the catalogue's order. */
  load: (today: string) => Promise<ListingFacts[]>;
  /** Read again in the background once this old, besides at every catalogue change (clear) and new day. */
  maxAgeMs: number;
  /** A background read failed (the entries read before keep answering). */
  onRefreshError: (error: unknown) => void;
  now?: () => number;
}

export interface ListingWindow {
  filter: PackageListingFilter & { q?: string };
  sort: PackageListingSort;
  offset: number;
  limit: number;
}

/**
 * Searches, filters, sorts and pages of the package listing without a query per request: what they read of
 * each published package (the searched text lowercased, slugs, days, price, next departure; about 1 KB a
 * package) is kept in memory and matched with the rules of packages/domain, so only the answer's packages are
 * read from the database. On PGlite, which runs one query at a time, 20 concurrent listings each filtering
 * 2,000 rows queued behind one another (docs/performance.md).
 */
export class PackageListingIndex {
  private snapshot: Snapshot | null = null;
  private refreshing = false;
  private readonly now: () => number;

  constructor(private readonly options: PackageListingIndexOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The catalogue changed: the next request reads it again (and waits for it). */
  clear(): void {
    this.snapshot = null;
  }

  /** One window of the matching packages' ids in order, and how many match in all. */
  async find(window: ListingWindow, today: string): Promise<{ ids: string[]; total: number }> {
    const { filter, sort, offset, limit } = window;
    const needle = filter.q === undefined ? undefined : searchFolded(filter.q);
    const matching = (await this.entries(today)).filter(
      (entry) =>
        (needle === undefined || matchesPackageSearch(entry.folded, needle)) &&
        matchesListingFilter(entry, filter),
    );
    const ids = sortPackages(matching, sort)
      .slice(offset, offset + limit)
      .map((entry) => entry.id);
    return { ids, total: matching.length };
  }

  private entries(today: string): Promise<Entry[]> {
    const current = this.snapshot;
    if (!current || current.today !== today) return this.read(today).entries;
    if (this.now() - current.readAt > this.options.maxAgeMs && !this.refreshing) this.refresh(current);
    return current.entries;
  }

  private loadEntries(today: string): Promise<Entry[]> {
    return this.options.load(today).then((rows) =>
      rows.map(({ name, location, categoryName, description, ...facts }) => ({
        ...facts,
        folded: foldPackageSearchText({ name, location, categoryName, description }),
      })),
    );
  }

  /** A read that requests wait for; concurrent requests share it, and a failed one is not kept. */
  private read(today: string): Snapshot {
    const snapshot: Snapshot = { today, readAt: this.now(), entries: this.loadEntries(today) };
    snapshot.entries.catch(() => {
      if (this.snapshot === snapshot) this.snapshot = null;
    });
    this.snapshot = snapshot;
    return snapshot;
  }

  /**
   * A read in the background: requests keep the current entries until it is done, and after a failure until
   * they are as old again.
   */
  private refresh(current: Snapshot): void {
    this.refreshing = true;
    const { today } = current;
    const readAt = this.now();
    this.loadEntries(today)
      .then(
        (entries) => {
          // Not kept when the catalogue changed meanwhile (a read begun before a change may miss it).
          if (this.snapshot === current) this.snapshot = { today, readAt, entries: Promise.resolve(entries) };
        },
        (error: unknown) => {
          current.readAt = readAt;
          this.options.onRefreshError(error);
        },
      )
      .finally(() => {
        this.refreshing = false;
      });
  }
}
