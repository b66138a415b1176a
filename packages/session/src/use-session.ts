import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store';

/** What a page rendered on the server shows: nobody is signed in there (and hydration starts from it). */
const SERVER_SESSION: SessionState = {
  status: 'unauthenticated',
  userId: null,
  token: null,
  customer: null,
  isProfileComplete: false,
};

/** React binding of the shared session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.getState()),
    () => selector(SERVER_SESSION),
  );
}
