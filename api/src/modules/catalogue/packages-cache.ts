import crypto from 'node:crypto';

/**
 * An answer as it goes out: the serialized JSON and its (weak) ETag, each computed once, and the body's
 * compressed copies, each made on the first request for its encoding and kept with the answer.
 */
export interface SerializedAnswer {
  /** The JSON in UTF-8, as it is written (a string would be encoded again for every response). */
  body: Buffer;
  etag: string;
  /** Compressed bodies by encoding (br, gzip): the bytes once made, a promise while they are being made. */
  compressed: Map<string, Buffer | Promise<Buffer>>;
}

/** The ETag @fastify/etag would compute for the body (weak, SHA-1, base64), so caches stay valid across versions. */
export function serializedAnswer(body: string): SerializedAnswer {
  const bytes = Buffer.from(body);
  return {
    body: bytes,
    etag: `W/"${crypto.createHash('sha1').update(bytes).digest('base64')}"`,
    compressed: new Map(),
  };
}

interface Entry {
  expires: number;
  bytes: number;
  answer: Promise<SerializedAnswer>;
  /** The answer once loaded, for requests that need not wait for a promise. */
  loaded?: SerializedAnswer;
}

export interface AnswerCacheLimits {
  ttlMs: number;
  /** Sum of the cached answers (see entryBytes); the oldest entries go first. */
  maxBytes: number;
  maxEntries: number;
}

/**
 * What an entry is counted for: its body, and as much again for its compressed copies (a brotli and a gzip
 * copy of JSON are each well under half of it).
 */
const entryBytes = (answer: SerializedAnswer): number => answer.body.length * 2;

/**
 * Catalogue answers change only with the catalogue (seeded, no write API) and the date (nextDeparture), so each
 * instance keeps them for a short time per query. Concurrent requests for a missing answer share one load;
 * a failed load is not kept. Seat counts are not part of these answers.
 */
export class PackageAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: AnswerCacheLimits) {}

  /** The kept answer of `key` when it is loaded and fresh, else undefined (then `get` it). */
  ready(key: string): SerializedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit?.loaded && hit.expires > Date.now() ? hit.loaded : undefined;
  }

  get(key: string, load: () => Promise<SerializedAnswer>): Promise<SerializedAnswer> {
    if (this.limits.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.answer;
    if (hit) this.remove(key, hit);
    const entry: Entry = { expires: now + this.limits.ttlMs, bytes: 0, answer: load() };
    this.entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        entry.loaded = answer;
        this.sized(key, entry, entryBytes(answer));
      },
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
