import { useSyncExternalStore } from 'react';
import { getAppStatus, MOUNTED } from 'single-spa';
import { SERVER_RENDERED_ATTRIBUTE, type RemoteName } from '@trippy/federation';

const EVENTS = ['single-spa:before-routing-event', 'single-spa:routing-event', 'single-spa:app-change'];

function subscribe(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

/**
 * Whether the route's region is showing something: its remote is mounted (its page, or its friendly message
 * when it could not be loaded), or the server's HTML of it is still waiting to be hydrated. Read from
 * single-spa on every routing event, so it cannot miss the one that happened before the layout listened.
 */
export function useRegionShown(remote: RemoteName): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      getAppStatus(remote) === MOUNTED ||
      document.getElementById(`mfe-${remote}`)?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) === true,
    () => true,
  );
}
