import styles from './leads.module.css';

interface LeadPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing 21-40 of 57" with previous and next. */
export function LeadPager({ page, pageSize, total, onPage }: LeadPagerProps) {
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span>{total === 0 ? 'No leads' : `Showing ${first}-${last} of ${total}`}</span>
      <span className={styles.pagerButtons}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={last >= total}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}
