import { isTimeout, serverMessage, statusOf } from '@trippy/api-client';
import { msg, type Translate } from '@trippy/i18n';

export const SLOW_SERVER = msg('Server is taking longer than expected. Please try again.');
export const WRONG_CREDENTIALS = msg('Invalid email/phone or password');
export const RATE_LIMITED = msg('Too many attempts. Please wait a minute and try again.');
export const VERIFY_EMAIL_FIRST = msg(
  'Please verify your email first: log in with a code sent to your email, or enter the code from your registration mail.',
);
export const NO_CONNECTION = msg('Could not reach the server. Check your connection and try again.');
export const LOGIN_FAILED = msg('Login failed. Please try again.');

/**
 * What a failed login or code check tells the customer: the server's own words for wrong credentials,
 * wrong/expired/locked codes (401/400), an unverified email (403), conflicts (409) and rate limits (429,
 * with the wait), our copy otherwise (in English: `authErrorText` shows it in the page's language).
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isTimeout(error)) return SLOW_SERVER;
  const status = statusOf(error);
  const message = serverMessage(error);
  if (status === 429) return message ?? RATE_LIMITED;
  if (status === 401) return message ?? WRONG_CREDENTIALS;
  if (status === 403) return message ?? VERIFY_EMAIL_FIRST;
  if (status === 400 || status === 409) return message ?? fallback;
  if (status === undefined) return NO_CONNECTION;
  return fallback;
}

/** authErrorMessage in the page's language, for a msg()-marked `fallback`; the server's words stay as sent. */
export const authErrorText =
  (t: Translate, fallback: string) =>
  (error: unknown): string =>
    t(authErrorMessage(error, fallback));

/** A password login refused because the email was never verified: the code login verifies it. */
export const needsEmailVerification = (error: unknown): boolean => statusOf(error) === 403;
