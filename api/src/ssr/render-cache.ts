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

const charsOf = ({ page, assets }: CachedRender): number =>
  (assets.shellCss?.length ?? 0) +
  assets.stylesheets.reduce((sum, sheet) => sum + (sheet.inline?.css.length ?? 0), 0) +
  page.head.length +
  page.data.length +
  (page.region?.html.length ?? 0) +
  Object.values(page.slots).reduce((sum, html) => sum + html.length, 0);

/**
 * Server renders kept for a few seconds per page address: a render is the same for every visitor (the server
 * never knows who is signed in; the browser personalises after hydration), so a busy page is rendered once per
 * `ttlMs` instead of once per request. Concurrent requests for a page being rendered share that render. A
 * render that left a region to the browser (a remote slow or down) is used once and not kept.
 */
export class RenderCache {
  private readonly renders: LRUCache<string, CachedRender, Render> | null;

  constructor(options: RenderCacheOptions) {
    this.renders =
      options.ttlMs > 0
        ? new LRUCache<string, CachedRender, Render>({
            ttl: options.ttlMs,
            maxSize: options.maxBytes,
            sizeCalculation: (render) => Math.max(1, charsOf(render) * 2 * 2),
            fetchMethod: async (_key, _stale, { context, options: entry }) => {
              const render = await context();
              if (!render) return undefined;
              if (render.page.regionError) entry.ttl = 1;
              return render;
            },
          })
        : null;
  }

  get(key: string, render: Render): Promise<CachedRender | null> {
    if (!this.renders) return render();
    return this.renders.fetch(key, { context: render }).then((found) => found ?? null);
  }

  /** The catalogue or seats changed: the next request for each page renders it again. */
  clear(): void {
    this.renders?.clear();
  }
}
