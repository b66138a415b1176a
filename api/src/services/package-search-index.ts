import {
  foldPackageSearchText,
  matchesPackageSearch,
  searchFolded,
  type PackageSearchText,
} from '@trippy/domain';

interface Entry {
  id: string;
  folded: readonly string[];
}

export interface PackageSearchIndexOptions {
  /** Every published package's searched text, in the catalogue's order. */
  load: () => Promise<ReadonlyArray<PackageSearchText & { id: string }>>;
  /** Read again at most this long after the last read, besides at every catalogue change (clear). */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * The header's search without scanning the packages table per request: each published package's name,
 * location, category name and description kept lowercased in memory (about 1 KB a package), matched with the
 * spec's rule (packages/domain) in the catalogue's order. On PGlite, which runs one query at a time, 20
 * concurrent searches each scanning 2,000 rows queued behind one another (docs/performance.md).
 */
export class PackageSearchIndex {
  private entries: Promise<Entry[]> | null = null;
  private readAt = 0;
  private readonly now: () => number;

  constructor(private readonly options: PackageSearchIndexOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The catalogue changed: the next search reads it again. */
  clear(): void {
    this.entries = null;
  }

  /** The ids of the first `limit` matches of `query`, in the catalogue's order. */
  async search(query: string, limit: number): Promise<string[]> {
    const needle = searchFolded(query);
    const ids: string[] = [];
    for (const entry of await this.current()) {
      if (!matchesPackageSearch(entry.folded, needle)) continue;
      ids.push(entry.id);
      if (ids.length === limit) break;
    }
    return ids;
  }

  private current(): Promise<Entry[]> {
    if (this.entries && this.now() - this.readAt <= this.options.maxAgeMs) return this.entries;
    this.readAt = this.now();
    const reading = this.options
      .load()
      .then((rows) => rows.map((row) => ({ id: row.id, folded: foldPackageSearchText(row) })));
    // Concurrent searches share one read; a failed read is not kept.
    reading.catch(() => {
      if (this.entries === reading) this.entries = null;
    });
    this.entries = reading;
    return reading;
  }
}
