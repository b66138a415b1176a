import { readLoginNavigation } from '@trippy/contracts';

export const DEFAULT_AFTER_LOGIN = '/profile';

const AUTH_PAGES = ['/login', '/signup', '/register'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Where login sends the customer: the `from` location (keeping its navigation state, with packageData added
 * when it came separately), else /profile. The contract only lets same-site paths through.
 */
export function postLoginTarget(state: unknown): { to: string; state?: unknown } {
  const { from, packageData } = readLoginNavigation(state);
  if (!from || AUTH_PAGES.includes(from.pathname))
    return packageData === undefined
      ? { to: DEFAULT_AFTER_LOGIN }
      : { to: DEFAULT_AFTER_LOGIN, state: { packageData } };
  const to = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (packageData === undefined) return from.state === undefined ? { to } : { to, state: from.state };
  return { to, state: { ...(isRecord(from.state) ? from.state : {}), packageData } };
}
