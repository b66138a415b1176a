import { useEffect, useSyncExternalStore } from 'react';

// The shell's header bell is the real one; the profile page shows its own only while the header has none.
let headerBells = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function useRegisterHeaderBell(isHeader: boolean): void {
  useEffect(() => {
    if (!isHeader) return undefined;
    headerBells += 1;
    notify();
    return () => {
      headerBells -= 1;
      notify();
    };
  }, [isHeader]);
}

export function useHeaderHasBell(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => headerBells > 0,
    () => false,
  );
}
