import { useEffect, useState } from 'react';
import { useLoad, type QueryKey } from '@trippy/ui';

/**
 * useLoad that keeps showing the last answer while a reload runs (a realtime event, an action's refresh), so a
 * screen does not blink to a spinner; `data` is undefined only before the first answer.
 */
export function useKeptLoad<T>(key: QueryKey, loader: () => Promise<T>) {
  const state = useLoad(key, loader);
  const [kept, setKept] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (state.status === 'loaded') setKept(state.data);
  }, [state.status, state.data]);
  const data = state.status === 'loaded' ? state.data : kept;
  return { state, data, reload: state.reload };
}
