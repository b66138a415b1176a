import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The current pathname, following every navigation of any application on the page. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
