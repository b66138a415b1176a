import { use, useContext, useEffect } from 'react';
import { QueryClient, hashKey, hydrate, useQuery, type QueryKey } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID } from '@trippy/contracts';
import { RootQueriesContext, usePageRender, type PageRender } from '../ssr/page-render';

export type { QueryKey };

/**
 * What a query holds: the loader's value, or a failure the server met while rendering (its message and
 * status, all that travels in the page). In the browser a failure is the query's error instead.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; status: number };

/** A failure that may not last (no answer, or a 5xx): the browser asks again after hydrating. */
export const isPassingFailure = (outcome: Outcome<unknown> | undefined): boolean =>
  outcome !== undefined && !outcome.ok && (outcome.status === 0 || outcome.status >= 500);

/** Queries the page's HTML came with, by hash: each skips the fetch of its first mount only. */
const fromPage = new Map<string, boolean>();
let browserClient: QueryClient | undefined;

function pageData(): unknown {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The page's one query client in the browser, shared by the shell and every remote (this package is a
 * singleton), filled at creation with the data the server rendered the page with.
 */
export function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        // A query the page came with is not fetched again when its component first mounts, unless the server
        // met a failure that may not last; every later mount fetches (and shows what it has meanwhile). Read
        // more than once per mount (while rendering too), so the mark goes after mounting (usePageQuery).
        refetchOnMount: (query) => fromPage.get(query.queryHash) ?? true,
      },
    },
  });
  browserClient = client;
  fillFromPage(client);
  return client;
}

/**
 * Puts the data the server rendered the page with into the client (at its creation; tests call it after
 * writing a page), marking each query as the page's for its first mount.
 */
export function fillFromPage(client: QueryClient = browserQueryClient()): void {
  const state = pageData();
  if (!state || typeof state !== 'object' || !Array.isArray((state as { queries?: unknown }).queries)) return;
  hydrate(client, state);
  for (const query of client.getQueryCache().getAll())
    fromPage.set(query.queryHash, isPassingFailure(query.state.data as Outcome<unknown> | undefined));
}

/**
 * After a change the browser made (a mutation, or one pushed to it): every query whose key starts with `key`
 * is stale, and those on screen fetch again, wherever they are on the page (another remote's too).
 */
export function invalidateQueries(key: QueryKey): Promise<void> {
  return browserQueryClient().invalidateQueries({ queryKey: key });
}

/** The render's client on the server, the page's in the browser. */
export function usePageQueryClient(): QueryClient {
  const render = usePageRender();
  return render ? render.queryClient : browserQueryClient();
}

/** On the server: the query settled in the render's client, one promise per key and render (React's `use`). */
function settledOnServer<T>(
  render: PageRender,
  queryKey: QueryKey,
  queryFn: () => Promise<Outcome<T>>,
): Promise<void> {
  const hash = hashKey(queryKey);
  let pending = render.pending.get(hash);
  if (!pending) {
    pending = render.queryClient.fetchQuery({ queryKey, queryFn }).then(
      () => undefined,
      () => undefined,
    );
    render.pending.set(hash, pending);
  }
  return pending;
}

export interface PageQuery<T> {
  outcome: Outcome<T> | undefined;
  error: unknown;
  refetch: () => void;
}

/**
 * A component's data by its key, through TanStack Query: on the server it is loaded while the page renders
 * (a failure kept as an outcome, so the page shows it and it travels with the page); in the browser the
 * page's data serves the first render, so hydration matches and nothing is fetched twice.
 */
export function usePageQuery<T>(
  queryKey: QueryKey,
  load: () => Promise<T>,
  describeFailure: (error: unknown) => { message: string; status: number },
): PageQuery<T> {
  const render = usePageRender();
  const rootQueries = useContext(RootQueriesContext);
  const hash = hashKey(queryKey);
  if (render) {
    rootQueries?.add(hash);
    use(
      settledOnServer(render, queryKey, () =>
        load().then(
          (value): Outcome<T> => ({ ok: true, value }),
          (error: unknown): Outcome<T> => ({ ok: false, ...describeFailure(error) }),
        ),
      ),
    );
  }
  const query = useQuery<Outcome<T>>(
    {
      queryKey,
      queryFn: () => load().then((value): Outcome<T> => ({ ok: true, value })),
      enabled: !render,
    },
    render ? render.queryClient : browserQueryClient(),
  );
  useEffect(() => {
    fromPage.delete(hash);
  }, [hash]);
  return { outcome: query.data, error: query.error, refetch: () => void query.refetch() };
}

/**
 * Sends a value the server rendered with to the browser in the page's data, for a root that rendered in time
 * (a catalogue's messages: the browser then hydrates without fetching them). Server only; no-op in the browser.
 */
export function useValueForPage(queryKey: QueryKey, value: unknown): void {
  const render = usePageRender();
  const rootQueries = useContext(RootQueriesContext);
  if (!render || value === null || value === undefined) return;
  if (render.queryClient.getQueryData(queryKey) === undefined)
    render.queryClient.setQueryData(queryKey, value);
  rootQueries?.add(hashKey(queryKey));
}

/** In the browser: a value the page came with (useValueForPage), if it did. */
export function valueFromPage<T>(queryKey: QueryKey): T | undefined {
  return browserQueryClient().getQueryData<T>(queryKey);
}
