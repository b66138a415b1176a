import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'loaded'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/** Runs an async loader when its inputs change; stale answers of earlier inputs are ignored. */
export function useLoad<T>(
  loader: () => Promise<T>,
  deps: readonly unknown[],
): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(loader, deps);
  useEffect(() => {
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
