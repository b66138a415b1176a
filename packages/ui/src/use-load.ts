import { ApiFailure, serverMessage, statusOf } from '@trippy/api-client';
import { usePageQuery, type QueryKey } from '@trippy/federation';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'loaded'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/** A failure as it travels in the page: the server's message and status, nothing else. */
function describeFailure(error: unknown): { message: string; status: number } {
  return { message: serverMessage(error) ?? '', status: statusOf(error) ?? 0 };
}

/**
 * A component's data, by a key that names what it is (`['package', slug]`): loaded once per key and kept in the
 * page's query client (TanStack Query), which other components and mutations reach by the same key. On a page
 * the server rendered, the first render uses what the server loaded (it travels in the page).
 */
export function useLoad<T>(key: QueryKey, loader: () => Promise<T>): LoadState<T> & { reload: () => void } {
  const { outcome, error, refetch } = usePageQuery(key, loader, describeFailure);
  const reload = refetch;
  if (outcome?.ok) return { status: 'loaded', data: outcome.value, reload };
  if (outcome) return { status: 'error', error: new ApiFailure(outcome.message, outcome.status), reload };
  if (error) return { status: 'error', error, reload };
  return { status: 'loading', reload };
}
