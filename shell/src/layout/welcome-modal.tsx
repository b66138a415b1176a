import { useEffect, useState } from 'react';
import { idleAfterLoad, RemoteComponent } from '@trippy/federation';
import { rememberWelcomeShown, shouldShowWelcome } from './welcome-flag';

/**
 * After the page has loaded and settled (then when the browser is idle): a dialog over a page still starting
 * up interrupts the visitor and competes with the page's own work.
 */
const SHOW_AFTER_LOAD_MS = 4_000;
/** Pages where a pop-up would get in the way of what the visitor came to do. */
const QUIET_PATHS = ['/login', '/signup', '/register', '/booking-confirmation', '/booking-success'];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The welcome modal: mfe-content's Plan Your Trip lead form, once per browser (`modalShown`). */
export function WelcomeModal({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const quiet = QUIET_PATHS.includes(pathname) || pathname.startsWith('/booking/');

  useEffect(() => {
    if (quiet || !shouldShowWelcome(storage())) return undefined;
    return idleAfterLoad(() => {
      rememberWelcomeShown(storage());
      setOpen(true);
    }, SHOW_AFTER_LOAD_MS);
  }, [quiet]);

  if (!open) return null;
  return <RemoteComponent remote="content" exposed="lead-modal" props={{ onClose: () => setOpen(false) }} />;
}
