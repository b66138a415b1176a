import crypto from 'node:crypto';

/**
 * An answer as it goes out: the serialized JSON and its (weak) ETag, each computed once, and the body's
 * compressed copies, each made on the first request for its encoding and kept with the answer.
 */
export interface SerializedAnswer {
  body: string;
  /** The body's size in UTF-8. */
  bytes: number;
  etag: string;
  /** Compressed bodies by encoding (br, gzip). */
  compressed: Map<string, Promise<Buffer>>;
}

/** The ETag @fastify/etag would compute for the body (weak, SHA-1, base64), so caches stay valid across versions. */
export function serializedAnswer(body: string): SerializedAnswer {
  return {
    body,
    bytes: Buffer.byteLength(body),
    etag: `W/"${crypto.createHash('sha1').update(body).digest('base64')}"`,
    compressed: new Map(),
  };
}

interface Entry {
  expires: number;
  bytes: number;
  answer: Promise<SerializedAnswer>;
}

export interface AnswerCacheLimits {
  ttlMs: number;
  /** Sum of the cached answers (see entryBytes); the oldest entries go first. */
  maxBytes: number;
  maxEntries: number;
}

/**
 * What an entry is counted for: its JSON string (two bytes a character), plus its UTF-8 size again for its
 * compressed copies (a brotli and a gzip copy of JSON are each well under half of it).
 */
const entryBytes = (answer: SerializedAnswer): number => answer.body.length * 2 + answer.bytes;

/**
 * Catalogue answers change only with the catalogue (seeded, no write API) and the date (nextDeparture), so each
 * instance keeps them for a short time per query. Concurrent requests for a missing answer share one load;
 * a failed load is not kept. Seat counts are not part of these answers.
 */
export class PackageAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: AnswerCacheLimits) {}

  get(key: string, load: () => Promise<SerializedAnswer>): Promise<SerializedAnswer> {
    if (this.limits.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.answer;
    if (hit) this.remove(key, hit);
    const entry: Entry = { expires: now + this.limits.ttlMs, bytes: 0, answer: load() };
    this.entries.set(key, entry);
    entry.answer.then(
      (answer) => this.sized(key, entry, entryBytes(answer)),
      () => this.remove(key, entry),
    );
    return entry.answer;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Records an entry's size and evicts the oldest beyond the limits. */
  private sized(key: string, entry: Entry, bytes: number): void {
    if (this.entries.get(key) !== entry) return;
    entry.bytes = bytes;
    this.bytes += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
