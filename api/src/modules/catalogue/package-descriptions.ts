import { LRUCache } from 'lru-cache';
import type { DescribedPackage as Package } from './packages.repository';

/** At most this many packages' descriptions per instance (a generated catalogue has 2,000). */
const MAX_PACKAGES = 2_500;

/**
 * Packages as the catalogue describes them (no batches), kept per instance for a package page's data: a page
 * render then reads only the package's batches (seats change with every booking). Concurrent reads of one
 * package share a load; a package not found and a failed load are not kept; a catalogue change clears all.
 */
export class PackageDescriptions {
  private readonly kept: LRUCache<string, Promise<Package | undefined>> | null;

  constructor(ttlMs: number) {
    this.kept = ttlMs > 0 ? new LRUCache({ max: MAX_PACKAGES, ttl: ttlMs }) : null;
  }

  get(key: string, load: () => Promise<Package | undefined>): Promise<Package | undefined> {
    if (!this.kept) return load();
    const hit = this.kept.get(key);
    if (hit) return hit;
    const loading = load();
    this.kept.set(key, loading);
    loading.then(
      (pkg) => {
        if (!pkg && this.kept?.get(key) === loading) this.kept.delete(key);
      },
      () => {
        if (this.kept?.get(key) === loading) this.kept.delete(key);
      },
    );
    return loading;
  }

  clear(): void {
    this.kept?.clear();
  }
}
