import { LRUCache } from 'lru-cache';
import type { RenderedPage } from '@trippy/contracts';
import type { PageAssets } from './page-assets';

/** A finished render and what the page links, before its nonce is put in. */
export interface CachedRender {
  page: RenderedPage;
  assets: PageAssets;
}

export interface RenderCacheOptions {
  /** How long a render is served again; 0 renders every request. */
  ttlMs: number;
  /**
   * Sum of the kept renders and the pages composed from them (each UTF-16, two bytes a character; the pages'
   * compressed copies are a fifth of that more); the least recently used go first.
   */
  maxBytes: number;
}

type Render = () => Promise<CachedRender | null>;

interface Kept {
  render: CachedRender;
  /** The page's path, lowercased, without its query: what `forgetPaths` matches. */
  path: string;
}

interface InFlight {
  promise: Promise<CachedRender | null>;
  path: string;
  /** Dropped while it ran: it is still served to the requests that wait for it, but neither kept nor joined. */
  dropped: boolean;
}

const charsOf = ({ page, assets }: CachedRender): number =>
  (assets.shellCss?.length ?? 0) +
  assets.stylesheets.reduce((sum, sheet) => sum + (sheet.inline?.css.length ?? 0), 0) +
  page.head.length +
  page.data.length +
  (page.region?.html.length ?? 0) +
  Object.values(page.slots).reduce((sum, html) => sum + html.length, 0);

/** The part of a page address that `forgetPaths` matches: the path, lowercased (routes match either case). */
export const renderPath = (url: string): string => (url.split('?')[0] ?? '/').toLowerCase();

/**
 * Server renders kept for a few seconds per page address: a render is the same for every visitor (the server
 * never knows who is signed in; the browser personalises after hydration), so a busy page is rendered once per
 * `ttlMs` instead of once per request. Concurrent requests for a page being rendered share that render. A
 * render that left a region to the browser (a remote slow or down) is used once and not kept.
 *
 * Finished renders and renders in flight are kept apart on purpose. lru-cache's own `fetch` keeps the pending
 * promise in the cache, and `clear()`, `delete()` or an eviction rejects it for every request waiting on it
 * ("deleted", "evicted"): a booking then failed every page being rendered. Here dropping only ever forgets:
 * a render in flight is marked dropped, so the requests already waiting get its page and the next request
 * renders afresh, and evicting a finished render touches no request.
 */
export class RenderCache {
  private readonly kept: LRUCache<string, Kept> | null;
  private readonly inFlight = new Map<string, InFlight>();

  constructor(private readonly options: RenderCacheOptions) {
    this.kept =
      options.ttlMs > 0
        ? new LRUCache<string, Kept>({
            ttl: options.ttlMs,
            maxSize: options.maxBytes,
            sizeCalculation: ({ render }) => Math.max(1, charsOf(render) * 2 * 2),
          })
        : null;
  }

  /** The kept render of `key` (whose address is `url`), else `render`'s, shared with concurrent requests. */
  get(key: string, url: string, render: Render): Promise<CachedRender | null> {
    const kept = this.kept;
    if (!kept) return render();
    const hit = kept.get(key);
    if (hit) return Promise.resolve(hit.render);
    const running = this.inFlight.get(key);
    if (running && !running.dropped) return running.promise;
    const entry: InFlight = { promise: render().catch(() => null), path: renderPath(url), dropped: false };
    this.inFlight.set(key, entry);
    void entry.promise.then((rendered) => {
      if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
      if (rendered && !entry.dropped && !rendered.page.regionError)
        kept.set(key, { render: rendered, path: entry.path });
    });
    return entry.promise;
  }

  /** Everything changed (the catalogue): the next request for each page renders it again. */
  forgetAll(): void {
    this.kept?.clear();
    for (const entry of this.inFlight.values()) entry.dropped = true;
  }

  /** The pages at these paths changed (seats of one package): only they are rendered again. */
  forgetPaths(paths: readonly string[]): void {
    const wanted = new Set(paths.map((path) => path.toLowerCase()));
    if (!this.kept || wanted.size === 0) return;
    const stale: string[] = [];
    for (const [key, { path }] of this.kept.entries()) if (wanted.has(path)) stale.push(key);
    for (const key of stale) this.kept.delete(key);
    for (const entry of this.inFlight.values()) if (wanted.has(entry.path)) entry.dropped = true;
  }
}
