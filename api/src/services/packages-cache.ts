import type { Package } from '@trippy/contracts';

const MAX_ENTRIES = 200;

/**
 * The package list changes only with the catalogue (seeded, no write API) and the date (nextDeparture), so
 * each instance keeps it for a short time per filter. Seat counts are not part of the list.
 */
export class PackageListCache {
  private readonly entries = new Map<string, { expires: number; data: Package[] }>();

  constructor(private readonly ttlMs: number) {}

  async get(key: string, load: () => Promise<Package[]>): Promise<Package[]> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.data;
    const data = await load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { expires: now + this.ttlMs, data });
    return data;
  }

  clear(): void {
    this.entries.clear();
  }
}
