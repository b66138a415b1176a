import { useSyncExternalStore } from 'react';
import { usePageRender } from '@trippy/federation';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const browserPath = () => window.location.pathname;

/** The current pathname, following every navigation of any application on the page (the request's on the server). */
export function useLocationPath(): string {
  const render = usePageRender();
  const serverPath = render ? () => new URL(render.url, 'http://server').pathname : browserPath;
  return useSyncExternalStore(subscribe, browserPath, serverPath);
}
