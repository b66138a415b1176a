import { errorMessage } from '@trippy/api-client';
import styles from './back-office.module.css';

/** A list or record that could not be loaded: the server's words (or `fallback`) and a way to try again. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <p className={styles.error} role="alert">
      {errorMessage(error, fallback)}{' '}
      <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
