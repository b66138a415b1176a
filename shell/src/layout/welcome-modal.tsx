import { useEffect, useState } from 'react';
import { RemoteComponent } from '@trippy/federation';
import { rememberWelcomeShown, shouldShowWelcome } from './welcome-flag';

const SHOW_AFTER_MS = 1500;
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
    const timer = window.setTimeout(() => {
      rememberWelcomeShown(storage());
      setOpen(true);
    }, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [quiet]);

  if (!open) return null;
  return <RemoteComponent remote="content" exposed="lead-modal" props={{ onClose: () => setOpen(false) }} />;
}
