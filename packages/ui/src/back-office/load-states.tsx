import type { ReactNode } from 'react';
import type { LoadState } from '../use-load';
import { Spinner } from '../spinner';
import { Pager } from './back-office-page';
import { LoadError } from './load-error';
import styles from './back-office.module.css';

type Loaded<T> = LoadState<T> & { reload: () => void };

/** A load's three states: a spinner while it runs, the failure with a retry, or the content. */
export function LoadStates<T>({
  state,
  loading,
  fallback,
  children,
}: {
  state: Loaded<T>;
  /** The spinner's label ("Loading bookings"). */
  loading: string;
  /** The failure's words when the server gives none. */
  fallback: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'error')
    return <LoadError error={state.error} fallback={fallback} onRetry={state.reload} />;
  return <>{children(state.data)}</>;
}

/** A paged list's states: as LoadStates, then `empty` for no items, else the items and the pager. */
export function PagedList<Item>({
  list,
  loading,
  fallback,
  empty,
  onPage,
  children,
}: {
  list: Loaded<{ items: Item[]; page: { page: number; pageSize: number; total: number } }>;
  loading: string;
  fallback: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <LoadStates state={list} loading={loading} fallback={fallback}>
      {({ items, page }) =>
        items.length === 0 ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <>
            {children(items)}
            <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage} />
          </>
        )
      }
    </LoadStates>
  );
}
