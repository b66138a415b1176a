import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { whenInteractive } from '@trippy/federation';
import { SITE_EVENT } from '@trippy/contracts';
import { loadSonner } from '@trippy/ui';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * sonner's toaster, mounted at the page's first interaction or idle moment, or at once when a remote asks for a
 * toast before then: no page pays for toast code at start-up, and the list is usually on the page before its
 * first toast (a live region present before its content changes is what screen readers announce).
 */
export function LazyToaster(props: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    let live = true;
    const want = () => {
      if (live) setWanted(true);
    };
    window.addEventListener(SITE_EVENT.toastRequested, want);
    void whenInteractive().then(want);
    return () => {
      live = false;
      window.removeEventListener(SITE_EVENT.toastRequested, want);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
