import { createContext, useContext } from 'react';
import type { PageHead } from './page-head';

/** What one server render of a page collects while it renders: data for the browser, head tags, status. */
export interface PageRender {
  /** The request path and query the page is rendered for. */
  readonly url: string;
  /** The site's public origin (absolute URLs in share tags and structured data). */
  readonly origin: string;
  /** Loaded data by key (the loading component's `useId`), sent to the browser inside the page. */
  readonly data: Record<string, PageDataEntry>;
  /** Loads still running, so a suspended component finds its promise again when React retries it. */
  readonly pending: Map<string, Promise<void>>;
  /** The exposed modules that rendered into the page, as `remote/exposed` (the server links their CSS). */
  readonly modules: Set<string>;
  /** Of those, the layout's widgets whose code loads at the first interaction (not preloaded). */
  readonly deferred: Set<string>;
  /** The named lazy chunks (a remote's pages) that rendered: of the lazy CSS, only theirs goes in the page. */
  readonly chunks: Set<string>;
  head: PageHead;
  status: number;
}

/** One loader's outcome, as it travels in the page: JSON only. */
export type PageDataEntry = { ok: true; value: unknown } | { ok: false; message: string; status: number };

export function createPageRender(url: string, origin: string): PageRender {
  return {
    url,
    origin,
    data: {},
    pending: new Map(),
    modules: new Set(),
    deferred: new Set(),
    chunks: new Set(),
    head: {},
    status: 200,
  };
}

export const PageRenderContext = createContext<PageRender | null>(null);

/** The render being collected on the server; null in the browser. */
export function usePageRender(): PageRender | null {
  return useContext(PageRenderContext);
}

/** The site's origin: the request's on the server, the page's in the browser. */
export function usePageOrigin(): string {
  const render = usePageRender();
  return render ? render.origin : window.location.origin;
}
