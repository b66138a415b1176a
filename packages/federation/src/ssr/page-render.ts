import { createContext, useContext } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { localeOfPath, type Locale } from '@trippy/contracts/src/locale';
import type { PageHead } from './page-head';

/** What one server render of a page collects while it renders: data for the browser, head tags, status. */
export interface PageRender {
  /** The request path and query the page is rendered for. */
  readonly url: string;
  /** The site's public origin (absolute URLs in share tags and structured data). */
  readonly origin: string;
  /** The data its components load, by query key; dehydrated into the page for the browser's client. */
  readonly queryClient: QueryClient;
  /** The queries of the roots that rendered, by hash: only their data goes with the page (page-data-out.ts). */
  readonly renderedQueries: Set<string>;
  /** Loads still running by query hash, so a suspended component finds its promise again when React retries it. */
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

export function createPageRender(url: string, origin: string): PageRender {
  return {
    url,
    origin,
    // No retries, and no timers left behind: the client is dropped after the render.
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
    renderedQueries: new Set(),
    pending: new Map(),
    modules: new Set(),
    deferred: new Set(),
    chunks: new Set(),
    head: {},
    status: 200,
  };
}

export const PageRenderContext = createContext<PageRender | null>(null);

/**
 * The queries one root of the page reads while the server renders it (by hash): they join the render's
 * `renderedQueries` if the root renders in time, so a region left to the browser leaves its data to it too.
 */
export const RootQueriesContext = createContext<Set<string> | null>(null);

/** The render being collected on the server; null in the browser. */
export function usePageRender(): PageRender | null {
  return useContext(PageRenderContext);
}

/**
 * The page's language, from its path (/hi/… is Hindi): the request's on the server, the address bar's in the
 * browser. Changing language loads the other language's page, so it holds for the page's life; the shell
 * and every remote read this one.
 */
export function usePageLocale(): Locale {
  const render = usePageRender();
  return localeOfPath(render ? (render.url.split('?')[0] ?? '/') : window.location.pathname);
}

/** The site's origin: the request's on the server, the page's in the browser. */
export function usePageOrigin(): string {
  const render = usePageRender();
  return render ? render.origin : window.location.origin;
}
