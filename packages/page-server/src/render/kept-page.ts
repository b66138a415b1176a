import type { Encoding } from '../compression/compression';
import {
  finishCompression,
  openCompression,
  type OpenCompression,
} from '../compression/appendable-compression';
import { inlineHash } from '../csp/policy';
import type { ComposedPage } from './compose-page';
import { LRUCache } from 'lru-cache';

/**
 * The policy hashes of inline texts already seen: every page of a version carries the same stylesheets (tens
 * of KB) and mostly the same loader, which would otherwise be hashed again for each render.
 */
const knownHashes = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (_hash, text) => Math.max(1, text.length),
});

function hashOf(text: string): string {
  let hash = knownHashes.get(text);
  if (hash === undefined) {
    hash = inlineHash(text);
    knownHashes.set(text, hash);
  }
  return hash;
}

/**
 * A composed page kept between responses. Only its end differs per response (the nonce), so its fixed part is
 * compressed once per encoding and each response appends its end: a kept page costs a few microseconds of
 * compression instead of the milliseconds the whole page took every time.
 */
export class KeptPage {
  /** The policy's hashes of the page's inline styles and scripts. */
  readonly styleHashes: readonly string[];
  readonly scriptHashes: readonly string[];
  private readonly fixed: string;
  /** The end, cut at the stand-in nonce it was composed with. */
  private readonly endParts: string[];
  private readonly compressedStarts = new Map<Encoding, Promise<OpenCompression>>();

  constructor(composed: ComposedPage, standInNonce: string) {
    this.fixed = composed.fixed;
    this.endParts = composed.end.split(standInNonce);
    this.styleHashes = [...new Set(composed.inlineStyles.map(hashOf))];
    this.scriptHashes = [...new Set(composed.inlineScripts.map(hashOf))];
  }

  /** The page under `nonce`, as text or compressed with `encoding`. */
  async body(nonce: string, encoding: Encoding | null): Promise<string | Buffer> {
    const end = this.endParts.join(nonce);
    if (!encoding) return this.fixed + end;
    return finishCompression(await this.compressedStart(encoding), end);
  }

  private compressedStart(encoding: Encoding): Promise<OpenCompression> {
    let start = this.compressedStarts.get(encoding);
    if (!start) {
      start = openCompression(this.fixed, encoding);
      this.compressedStarts.set(encoding, start);
      // A failure is not kept: the next response tries again.
      start.catch(() => this.compressedStarts.delete(encoding));
    }
    return start;
  }
}
