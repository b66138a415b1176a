import { useEffect, useState } from 'react';
import { idleAfterLoad, RemoteComponent } from '@trippy/federation';
import { rememberWelcomeShown, shouldShowWelcome, visitorIsBusy, welcomeAllowedOn } from './welcome-flag';

/**
 * After the page has loaded and settled (then when the browser is idle): a dialog over a page still starting
 * up interrupts the visitor and competes with the page's own work.
 */
const SHOW_AFTER_LOAD_MS = 4_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The welcome modal: mfe-content's Plan Your Trip lead form, once per browser (`modalShown`), only on the home
 * and category pages (welcomeAllowedOn), and not while the visitor is typing or tabbing (it then waits for the
 * next such page).
 */
export function WelcomeModal({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const allowed = welcomeAllowedOn(pathname);

  useEffect(() => {
    if (!allowed || !shouldShowWelcome(storage())) return undefined;
    return idleAfterLoad(() => {
      if (visitorIsBusy(document)) return;
      rememberWelcomeShown(storage());
      setOpen(true);
    }, SHOW_AFTER_LOAD_MS);
  }, [allowed, pathname]);

  if (!open) return null;
  return <RemoteComponent remote="content" exposed="lead-modal" props={{ onClose: () => setOpen(false) }} />;
}
