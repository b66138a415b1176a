import { errorMessage } from '@trippy/api-client';
import { backOfficeStyles as ui } from '@trippy/ui';

/** A failed load: the server's reason and a retry. */
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
    <p className={ui.error} role="alert">
      {errorMessage(error, fallback)}{' '}
      <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}
