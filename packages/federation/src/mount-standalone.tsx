import { createRoot } from 'react-dom/client';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { Toaster } from 'sonner';

/**
 * Runs one remote alone in development (webpack serve): its own lifecycles mounted into #root, toasts, and
 * the other remotes' widgets through /remotes.json proxied to the API on port 3000.
 */
export function mountStandalone(app: ParcelConfig, startSession: () => Promise<void>): void {
  void startSession();
  const domElement = document.getElementById('root') as HTMLElement;
  const toasts = document.body.appendChild(document.createElement('div'));
  createRoot(toasts).render(<Toaster position="top-center" richColors />);
  void mountRootParcel(app, { domElement }).mountPromise;
}
