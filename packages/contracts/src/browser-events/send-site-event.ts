import type { SiteEventDetails } from './site-events';

/** The page's window, typed without the DOM library (this package is compiled for Node too). */
const page = (): EventTarget => globalThis as unknown as EventTarget;

/** Sends a window event between remotes; its detail is typed by the contract, whose schema is not bundled here. */
export function sendSiteEvent<N extends keyof SiteEventDetails>(name: N, detail: SiteEventDetails[N]): void {
  page().dispatchEvent(new CustomEvent(name, { detail }));
}
