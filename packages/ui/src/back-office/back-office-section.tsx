import type { ReactNode } from 'react';
import { Link } from '@trippy/router';
import styles from './back-office.module.css';

/** A titled card of a screen: its h2 (with a count badge), a link to the whole list, then the content. */
export function BackOfficeSection({
  id,
  title,
  count,
  more,
  children,
}: {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  count?: number;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>
          {title}
          {count === undefined ? null : (
            <>
              {' '}
              <span className={styles.badge}>{count}</span>
            </>
          )}
        </h2>
        {more ? (
          <Link className={styles.link} to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
