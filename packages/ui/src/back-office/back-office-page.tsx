import type { ReactNode } from 'react';
import styles from './back-office.module.css';

/** A back-office screen: its h1, actions on the right, then the content. */
export function BackOfficePage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.noPrint}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** "Showing 21-40 of 57" with previous/next; nothing when everything fits one page, unless `always`. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  always = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  always?: boolean;
}) {
  if (!always && total <= pageSize && page === 1) return null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={`${styles.pager} ${styles.noPrint}`} aria-label="Pages">
      <span>
        Showing {first}-{last} of {total}
      </span>
      <span className={styles.pagerButtons}>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          disabled={last >= total}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}

export const backOfficeStyles = styles;

/** A table that may scroll sideways on a narrow screen: a named region a keyboard can focus and scroll. */
export function TableBox({
  label,
  className = styles.tableBox,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
