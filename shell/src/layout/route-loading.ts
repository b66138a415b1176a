import { useEffect, useState } from 'react';

/** True between the start and the end of a single-spa reroute, i.e. while a remote is being fetched. */
export function useRouteLoading(): boolean {
  const [loading, setLoading] = useState(true);
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
