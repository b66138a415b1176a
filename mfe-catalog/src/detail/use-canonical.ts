import { useEffect } from 'react';

/** Adds <link rel="canonical"> for the page while it is shown and removes it on unmount. */
export function useCanonical(path: string | null): void {
  useEffect(() => {
    if (!path) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL(path, window.location.origin).href;
    link.setAttribute('data-catalog-canonical', '');
    document.head.appendChild(link);
    return () => link.remove();
  }, [path]);
}
