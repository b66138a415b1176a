import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session-store';

/** React binding of the shared session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
