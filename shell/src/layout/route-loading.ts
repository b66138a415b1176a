import { useEffect, useState } from 'react';

/** Set on <html> by the page server when the route's region arrived rendered. */
export const SERVER_RENDERED_PAGE = 'data-server-rendered';

/** True between the start and the end of a single-spa reroute, i.e. while a remote is being fetched. */
export function useRouteLoading(): boolean {
  // A page the server rendered shows its region at once; otherwise the first route is loading.
  const [loading, setLoading] = useState(
    () => typeof document !== 'undefined' && !document.documentElement.hasAttribute(SERVER_RENDERED_PAGE),
  );
  useEffect(() => {
    const start = () => setLoading(true);
    const end = () => setLoading(false);
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', end);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', end);
    };
  }, []);
  return loading;
}
