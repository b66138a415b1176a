import { useCallback, useEffect, useMemo, useState } from 'react';
import { onOperatorEvent, type OperatorEvent } from '@trippy/contracts';
import { useNavigate, useSearchParams } from '@trippy/router';
import { BackOfficePage, ExportButton, LoadError, Pager, Spinner } from '@trippy/ui';
import { LeadToolbar } from './lead-toolbar';
import { LeadsTable } from './leads-table';
import {
  leadExportQuery,
  leadFiltersSearch,
  leadListQuery,
  readLeadFilters,
  type LeadFilters,
} from './lead-filters';
import { useLeadPage } from './use-lead-page';
import styles from './leads.module.css';

/** /operator/leads: every enquiry of both forms, newest first, with the filters in the address. */
export function LeadsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const filters = useMemo(() => readLeadFilters(new URLSearchParams(search)), [search]);
  const query = useMemo(() => leadListQuery(filters), [filters]);
  const list = useLeadPage(query);
  const [fresh, setFresh] = useState<OperatorEvent[]>([]);
  const [now, setNow] = useState(() => new Date());

  const setFilters = useCallback(
    (next: LeadFilters, replace = false) =>
      navigate(`/operator/leads${leadFiltersSearch(next)}`, { replace }),
    [navigate],
  );

  const { refresh } = list;
  const onFirstPage = filters.page === 1;
  // A lead submitted on the public site: pushed by the back office's socket (mfe-account) as a window event.
  useEffect(
    () =>
      onOperatorEvent((event) => {
        if (event.kind !== 'lead.created') return;
        setFresh((seen) => [event, ...seen.filter((e) => e.id !== event.id)].slice(0, 20));
        setNow(new Date());
        if (onFirstPage) refresh();
      }),
    [onFirstPage, refresh],
  );
  // Ages ("3 h ago") and overdue badges move on while the inbox stays open.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const freshIds = useMemo(() => new Set(fresh.map((e) => e.id)), [fresh]);
  const listSearch = leadFiltersSearch(filters);
  const latest = fresh[0];

  return (
    <BackOfficePage title="Leads">
      <p className={`${styles.muted} ${styles.intro}`}>
        Enquiries from the Plan Your Trip and Send Query forms. Call each within 24 hours.
      </p>
      {latest ? (
        <div className={styles.freshBanner} role="status">
          <span>
            <strong>{latest.summary}</strong>
            {fresh.length > 1 ? ` (and ${fresh.length - 1} more)` : ''}
          </span>
          {onFirstPage ? (
            <button type="button" className={styles.linkButton} onClick={() => setFresh([])}>
              Dismiss
            </button>
          ) : (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setFilters({ ...filters, page: 1 })}
            >
              Show newest
            </button>
          )}
        </div>
      ) : null}
      <LeadToolbar filters={filters} onChange={setFilters} />
      <p>
        <ExportButton kind="leads" query={leadExportQuery(filters)} label="Export leads (CSV)" />
      </p>
      {list.status === 'error' ? (
        <LoadError error={list.error} fallback="The leads could not be loaded." onRetry={list.reload} />
      ) : !list.data ? (
        <Spinner />
      ) : list.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>No leads match these filters.</strong>
          </p>
          <p className={styles.muted}>
            {filters.status || filters.q || filters.unassigned
              ? 'Try All, clear the search or untick Unassigned only.'
              : 'Enquiries sent from the site appear here as they arrive.'}
          </p>
        </div>
      ) : (
        <>
          <LeadsTable leads={list.data.items} fresh={freshIds} listSearch={listSearch} now={now} />
          <Pager
            always
            page={list.data.page.page}
            pageSize={list.data.page.pageSize}
            total={list.data.page.total}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </BackOfficePage>
  );
}
