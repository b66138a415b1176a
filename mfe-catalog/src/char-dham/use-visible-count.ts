import { useSyncExternalStore } from 'react';
import { visibleCountFor } from './carousel-logic';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Phone first: the server (and hydration) show the phone's count; wider screens widen after hydration. */
const SERVER_WIDTH = 390;

export function useVisibleCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => visibleCountFor(window.innerWidth),
    () => visibleCountFor(SERVER_WIDTH),
  );
}
