import { withoutTrailingSlashes } from '../routes/match-route';

/** The welcome (lead) modal shows once per browser, remembered under the spec's `modalShown` key. */
export const WELCOME_FLAG = 'modalShown';

export function shouldShowWelcome(storage: Pick<Storage, 'getItem'> | null): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(WELCOME_FLAG) === null;
  } catch {
    return false;
  }
}

export function rememberWelcomeShown(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(WELCOME_FLAG, 'true');
  } catch {
    // storage may be full or blocked; showing the modal again is harmless
  }
}

/**
 * The pages the welcome pop-up may open on: the home page and the category pages, where a visitor is still
 * choosing. Never over a trip, a booking, an account page or a policy.
 */
const WELCOME_PAGES = new Set([
  '/',
  '/treks',
  '/spiritual-trips',
  '/backpacking-trips',
  '/weekend-trips',
  '/family-holidays',
  '/trippy-girls-only-trips',
  '/corporate-trippy-space',
  '/adventure',
]);

export const welcomeAllowedOn = (pathname: string): boolean =>
  WELCOME_PAGES.has(withoutTrailingSlashes(pathname).toLowerCase());

/**
 * Whether the visitor is busy with the page: a form field has focus, or the keyboard has moved focus off the
 * page's start (someone tabbing through it). The pop-up then waits for another page.
 */
export function visitorIsBusy(doc: Pick<Document, 'activeElement' | 'body'>): boolean {
  const active = doc.activeElement;
  return !!active && active !== doc.body && active.tagName !== 'HTML';
}
