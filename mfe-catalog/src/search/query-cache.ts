import { SEARCH_CACHE_SIZE } from './search-constants';

/** Results per query, at most `limit` queries; the oldest is evicted, and a hit counts as recent use. */
export class QueryCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit = SEARCH_CACHE_SIZE) {}

  static key(query: string): string {
    return query.trim().toLowerCase();
  }

  get(query: string): T | undefined {
    const key = QueryCache.key(query);
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(query: string, value: T): void {
    const key = QueryCache.key(query);
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  has(query: string): boolean {
    return this.entries.has(QueryCache.key(query));
  }

  get size(): number {
    return this.entries.size;
  }
}
