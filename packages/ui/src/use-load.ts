import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, serverMessage, statusOf } from '@trippy/api-client';
import { useServerData, type PageDataEntry } from '@trippy/federation';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'loaded'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/** A failure as it travels in the page: the server's message and status, nothing else. */
function describeError(error: unknown): { message: string; status: number } {
  return { message: serverMessage(error) ?? '', status: statusOf(error) ?? 0 };
}

function isPassingFailure(entry: PageDataEntry): boolean {
  return !entry.ok && (entry.status === 0 || entry.status >= 500);
}

function stateOf<T>(entry: PageDataEntry | undefined): LoadState<T> {
  if (!entry) return { status: 'loading' };
  if (entry.ok) return { status: 'loaded', data: entry.value as T };
  return { status: 'error', error: new ApiFailure(entry.message, entry.status) };
}

/**
 * Runs an async loader when its inputs change; stale answers of earlier inputs are ignored. On a page the
 * server rendered, the first render uses the outcome the server loaded (it travels in the page).
 */
export function useLoad<T>(
  loader: () => Promise<T>,
  deps: readonly unknown[],
): LoadState<T> & { reload: () => void } {
  const serverEntry = useServerData(loader, describeError);
  const [state, setState] = useState<LoadState<T>>(() => stateOf<T>(serverEntry));
  const [attempt, setAttempt] = useState(0);
  // The server's outcome stands for the first inputs (the loader runs when they change or on reload), unless
  // it was a failure that may not last (no answer, or a 5xx): then the browser tries again after hydrating.
  const skipFirstLoad = useRef(serverEntry !== undefined && !isPassingFailure(serverEntry));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(loader, deps);
  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
