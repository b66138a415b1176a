import type { ExternalToast } from 'sonner';
import { SITE_EVENT, sendSiteEvent } from '@trippy/contracts';

// Toasts with sonner's API, whose code (9 KB gzip, shared by every container) loads with the first toast or the
// shell's toaster instead of on every page's start. Import `toast` from here, never from sonner (lint).

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | undefined;

/** sonner itself, fetched once (also by the shell's toaster, so the toast and the list share one store). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

type ToastArgs = [message: string, options?: ExternalToast];

function show(kind: Kind, args: ToastArgs): void {
  // The toaster replays toasts added before it subscribed, so the order of these two does not matter.
  sendSiteEvent(SITE_EVENT.toastRequested, null);
  void loadSonner().then((loaded) => loaded.toast[kind](...args));
}

export const toast = {
  success: (...args: ToastArgs) => show('success', args),
  error: (...args: ToastArgs) => show('error', args),
  info: (...args: ToastArgs) => show('info', args),
};
