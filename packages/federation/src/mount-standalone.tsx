import { createRoot } from 'react-dom/client';
import { mountRootParcel, type ParcelConfig } from 'single-spa';

/**
 * Runs one remote alone in development (webpack serve): its own lifecycles mounted into #root, toasts, and
 * the other remotes' widgets through /remotes.json proxied to the API on port 3000.
 */
export function mountStandalone(app: ParcelConfig, startSession: () => Promise<void>): void {
  void startSession();
  const domElement = document.getElementById('root') as HTMLElement;
  const toasts = document.body.appendChild(document.createElement('div'));
  // Imported here, not at the top: this module is shared whole, and a static import would make every page of
  // the site load sonner at start-up (see @trippy/ui's toast).
  void import('sonner').then(({ Toaster }) =>
    createRoot(toasts).render(<Toaster position="top-center" richColors />),
  );
  void mountRootParcel(app, { domElement }).mountPromise;
}
