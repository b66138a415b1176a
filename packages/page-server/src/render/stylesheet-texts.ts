import { LRUCache } from 'lru-cache';

const FETCH_TIMEOUT_MS = 1_000;
const MAX_STYLESHEET_CHARS = 256 * 1024;
const MAX_KEPT_CHARS = 8 * 1024 * 1024;
/** A content-hashed build file: its text never changes under the same name, so it is kept without revalidation. */
const HASHED_CSS = /\.[0-9a-f]{8,}\.css$/i;
/** What cannot be inlined as it is: a relative reference would resolve against the page, not the file. */
const NEEDS_ITS_ADDRESS = /url\(|@import|<\/style/i;
/** Longer than any build file's path; a longer one is not matched at all. */
const MAX_PATH_LENGTH = 1024;

/** Whether a stylesheet's text can go into a page's `<style>` as it is (length checked before the pattern). */
export function isInlinableCss(text: string): boolean {
  return text.length > 0 && text.length <= MAX_STYLESHEET_CHARS && !NEEDS_ITS_ADDRESS.test(text);
}

const isHashedCssPath = (pathname: string): boolean =>
  pathname.length <= MAX_PATH_LENGTH && HASHED_CSS.test(pathname);

/**
 * The text of the remotes' stylesheets, for pages that carry them inline instead of linking them (each link is
 * a render-blocking request on a slow network). Fetched once per file and kept; a file that cannot be had,
 * is not content-hashed or refers to other files by address is left linked (null).
 */
export class StylesheetTexts {
  /** Per file: its text, or null once it proved not inlinable (a failed fetch is tried again next time). */
  private readonly texts = new LRUCache<string, { text: string | null }>({
    maxSize: MAX_KEPT_CHARS,
    sizeCalculation: ({ text }) => Math.max(1, text?.length ?? 0),
  });
  private readonly inflight = new Map<string, Promise<string | null>>();

  read(url: string): Promise<string | null> {
    const kept = this.texts.get(url);
    if (kept !== undefined) return Promise.resolve(kept.text);
    if (!isHashedCssPath(new URL(url).pathname)) return Promise.resolve(null);
    let pending = this.inflight.get(url);
    if (!pending) {
      pending = this.fetchText(url).finally(() => this.inflight.delete(url));
      this.inflight.set(url, pending);
    }
    return pending;
  }

  private async fetchText(url: string): Promise<string | null> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      const length = Number(response.headers.get('content-length') ?? '0');
      if (!response.ok) return null;
      const text = length > MAX_STYLESHEET_CHARS ? '' : await response.text();
      const inlinable = isInlinableCss(text);
      this.texts.set(url, { text: inlinable ? text : null });
      return inlinable ? text : null;
    } catch {
      return null;
    }
  }
}
