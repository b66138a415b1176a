import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadListItem, LeadListQuery } from '@trippy/contracts';
import { fetchLeads, type OperatorPage } from '@trippy/api-client';

export type LeadPageState =
  | { status: 'loading'; data?: OperatorPage<LeadListItem> | undefined; error?: undefined }
  | { status: 'loaded'; data: OperatorPage<LeadListItem>; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * One page of the inbox for a query. `reload` shows the spinner again (after an error); `refresh` keeps the
 * rows on screen while it asks (a new enquiry arrived), so the list does not flash.
 */
export function useLeadPage(query: LeadListQuery) {
  const key = JSON.stringify(query);
  const [state, setState] = useState<LeadPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const keepRows = useRef(false);
  useEffect(() => {
    let current = true;
    const keep = keepRows.current;
    keepRows.current = false;
    setState((previous) => ({ status: 'loading', data: keep ? previous.data : undefined }));
    fetchLeads(JSON.parse(key) as LeadListQuery).then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    keepRows.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload, refresh };
}
