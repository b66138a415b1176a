import { clearSession, keepCredentialsAfterError, sessionStore, setCustomer } from '@trippy/session';
import { fetchCustomer } from './customers-api';
import { ApiFailure } from './errors';
import { isAxiosError } from './http';

let started: Promise<void> | null = null;

/** A definite "no" about these credentials: a 401, or a (non-5xx) response saying `success: false`. */
function credentialsRefused(error: unknown): boolean {
  if (error instanceof ApiFailure) return error.status < 500;
  if (isAxiosError(error) && error.response) {
    const { status, data } = error.response;
    return status === 401 || (status < 500 && (data as { success?: unknown } | undefined)?.success === false);
  }
  return false;
}

/**
 * The spec's auth start: with a stored userId and token, fetch the customer. Success sets the customer;
 * `success: false` or a 401 clears the credentials; any other error (network, time-out, 5xx) keeps them.
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    const { userId, token } = sessionStore.getState();
    if (!userId || !token) {
      clearSession();
      return;
    }
    try {
      setCustomer(await fetchCustomer(userId));
    } catch (error) {
      if (credentialsRefused(error)) clearSession();
      else keepCredentialsAfterError();
    }
  })();
  return started;
}
