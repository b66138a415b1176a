import { useEffect, useId, useState } from 'react';
import { Link } from '@trippy/router';
import { LEAD_STATUSES, SEARCH_MAX_LENGTH, leadFiltersSearch, type LeadFilters } from './lead-filters';
import { STATUS_LABELS } from './lead-format';
import styles from './leads.module.css';

const SEARCH_DELAY_MS = 350;

interface LeadToolbarProps {
  filters: LeadFilters;
  /** New filters (the page goes back to 1); `replace` for each keystroke's search, so Back is not flooded. */
  onChange: (filters: LeadFilters, replace?: boolean) => void;
}

/** Status tabs, the search box (debounced) and "Unassigned only". */
export function LeadToolbar({ filters, onChange }: LeadToolbarProps) {
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  // Shown at once on a click: the address (the filters' source) changes in a transition, and a controlled
  // checkbox would otherwise show its old state until that commits.
  const [unassigned, setUnassigned] = useState(filters.unassigned);
  useEffect(() => setUnassigned(filters.unassigned), [filters.unassigned]);
  // The address changed by itself (Back, a shared link): the box follows it.
  useEffect(() => {
    setText((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);
  useEffect(() => {
    if (text.trim() === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: text.trim(), page: 1 }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className={styles.toolbar}>
      <nav aria-label="Lead status" className={styles.tabs}>
        {[null, ...LEAD_STATUSES].map((status) => {
          const active = filters.status === status;
          return (
            <Link
              key={status ?? 'all'}
              className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              aria-current={active ? 'page' : undefined}
              to={`/operator/leads${leadFiltersSearch({ ...filters, status, page: 1 })}`}
            >
              {status ? STATUS_LABELS[status] : 'All'}
            </Link>
          );
        })}
      </nav>
      <div className={styles.filterRow}>
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.label}>
            Search leads
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            placeholder="Name, phone, email or message"
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={unassigned}
            onChange={(event) => {
              setUnassigned(event.target.checked);
              onChange({ ...filters, unassigned: event.target.checked, page: 1 });
            }}
          />
          Unassigned only
        </label>
      </div>
    </div>
  );
}
