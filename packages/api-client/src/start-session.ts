import { clearSession, keepCredentialsAfterError, sessionStore, setCustomer } from '@trippy/session';
import { fetchCustomer } from './customers-api';
import { ApiFailure, statusOf } from './errors';

let started: Promise<void> | null = null;

/**
 * The spec's auth start: with a stored userId and token, fetch the customer. Success sets the customer;
 * `success: false` or a 401 clears the credentials; any other error keeps them.
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
      if (statusOf(error) === 401 || (error instanceof ApiFailure && error.status < 500)) clearSession();
      else keepCredentialsAfterError();
    }
  })();
  return started;
}
