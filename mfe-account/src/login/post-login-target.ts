export interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
  state?: unknown;
}

export interface LoginState {
  from?: FromLocation;
  packageData?: unknown;
  identifier?: string;
}

export const DEFAULT_AFTER_LOGIN = '/profile';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Where login sends the customer: the `from` location (keeping its navigation state, with packageData added
 * when it came separately), else /profile. Only same-site paths are followed.
 */
export function postLoginTarget(state: unknown): { to: string; state?: unknown } {
  const { from, packageData } = (isObject(state) ? state : {}) as LoginState;
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  )
    return packageData === undefined
      ? { to: DEFAULT_AFTER_LOGIN }
      : { to: DEFAULT_AFTER_LOGIN, state: { packageData } };
  const to = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (from.pathname === '/login' || from.pathname === '/signup' || from.pathname === '/register')
    return { to: DEFAULT_AFTER_LOGIN };
  if (packageData === undefined) return from.state === undefined ? { to } : { to, state: from.state };
  return { to, state: { ...(isObject(from.state) ? from.state : {}), packageData } };
}
