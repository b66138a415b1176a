import {
  foldPackageSearchText,
  localizeListedPackage,
  matchesListingFilter,
  matchesPackageSearch,
  searchFolded,
  sortPackages,
  type FoldedSearchField,
  type PackageListingFilter,
  type PackageListingSort,
} from '@trippy/domain';
import type { Locale, PackageSummary } from '@trippy/contracts';
import type { ListedPackage } from './package-listing.repository';

interface Entry {
  /** As lists show it in English, which filters and sorts read. */
  summary: PackageSummary;
  /** The same in each language (English where it has no translation). */
  inLocale: Record<Locale, PackageSummary>;
  /** Name, location, category name and description in both languages, folded once for the search rule. */
  folded: readonly FoldedSearchField[];
}

interface Snapshot {
  today: string;
  readAt: number;
  entries: Promise<Entry[]>;
}

export interface PackageListingIndexOptions {
  /** Every published package as listed on `today` (next departure), in the catalogue's order. */
  load: (today: string) => Promise<ListedPackage[]>;
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
  /** Every match from the offset when absent. */
  limit?: number;
}

/**
 * The public listing (the whole list, searches, filters, sorts and pages) without a query per request: every
 * published package as lists show it, with its searched text folded once for the search rule, is kept in
 * memory and matched with the rules of packages/domain. On PGlite, which runs one query at a
 * time, 20 concurrent listings each reading the database queued behind one another (docs/performance.md).
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

  /** One window of the matching packages in order, and how many match in all. */
  /**
   * One window of the matching packages in order, in `locale`, and how many match in all. A search matches
   * either language's words; the order is the English list's, the same in both languages.
   */
  async find(
    window: ListingWindow,
    today: string,
    locale: Locale = 'en',
  ): Promise<{ packages: PackageSummary[]; total: number }> {
    const { filter, sort, offset, limit } = window;
    const needle = filter.q === undefined ? undefined : searchFolded(filter.q);
    const matching: PackageSummary[] = [];
    const localized = new Map<PackageSummary, PackageSummary>();
    for (const { summary, inLocale, folded } of await this.entries(today)) {
      if (needle !== undefined && !matchesPackageSearch(folded, needle)) continue;
      if (!matchesListingFilter(summary, filter)) continue;
      matching.push(summary);
      localized.set(summary, inLocale[locale]);
    }
    const sorted = sortPackages(matching, sort);
    const packages = sorted
      .slice(offset, limit === undefined ? undefined : offset + limit)
      .map((summary) => localized.get(summary) ?? summary);
    return { packages, total: matching.length };
  }

  private entries(today: string): Promise<Entry[]> {
    const current = this.snapshot;
    if (!current || current.today !== today) return this.read(today).entries;
    if (this.now() - current.readAt > this.options.maxAgeMs && !this.refreshing) this.refresh(current);
    return current.entries;
  }

  private loadEntries(today: string): Promise<Entry[]> {
    return this.options.load(today).then((rows) =>
      rows.map(({ summary, description, hindi }) => {
        const inHindi = Object.keys(hindi).length > 0 ? localizeListedPackage(summary, hindi) : summary;
        return {
          summary,
          inLocale: { en: summary, hi: inHindi },
          folded: [
            ...foldPackageSearchText({
              name: summary.name,
              location: summary.location,
              categoryName: summary.category.name,
              description,
            }),
            ...(inHindi === summary
              ? []
              : foldPackageSearchText({
                  name: inHindi.name,
                  location: inHindi.location,
                  categoryName: inHindi.category.name,
                  description: hindi.description ?? '',
                })),
          ],
        };
      }),
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
