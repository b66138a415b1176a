import { serverMessage } from '@trippy/api-client';
import styles from './leads.module.css';

/** A failed load: the server's words when it sent some, and a way to try again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <div className={styles.errorBox} role="alert">
      <p>
        <strong>Could not load {what}.</strong> {serverMessage(error) ?? 'Please check your connection.'}
      </p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
