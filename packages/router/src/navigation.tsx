import { forwardRef, useCallback, useEffect, useMemo, type AnchorHTMLAttributes } from 'react';
import { Link as WouterLink, useLocation as useWouterLocation, useRouter } from 'wouter';
import { useRawSearch } from './location';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A target as react-router resolves it: a bare query (`?page=2`) stays on the current path. */
function resolveTarget(to: string, pathname: string): string {
  return to.startsWith('?') || to.startsWith('#') ? `${pathname}${to}` : to;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const [pathname, navigate] = useWouterLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => navigate(resolveTarget(to, pathname), options),
    [navigate, pathname],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

/** The query as URLSearchParams, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const [pathname, navigate] = useWouterLocation();
  const query = useRawSearch();
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const search = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
      navigate(search ? `${pathname}?${search}` : pathname, options);
    },
    [navigate, params, pathname],
  );
  return [params, setParams];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: string };

/**
 * An anchor that navigates inside its region's router; a link opening another tab or window is left to
 * the browser.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, ...anchor },
  ref,
) {
  const [pathname] = useWouterLocation();
  const { base } = useRouter();
  const href = resolveTarget(to, pathname);
  if (anchor.target && anchor.target !== '_self')
    return <a ref={ref} href={href.startsWith('/') ? `${base}${href}` : href} {...anchor} />;
  return <WouterLink ref={ref} to={href} replace={replace} state={state} {...anchor} />;
});

/** Navigates once mounted (in the browser; the server renders nothing for it). */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, as react-router's <Navigate> does on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
