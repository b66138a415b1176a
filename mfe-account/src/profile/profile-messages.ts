import type { Customer } from '@trippy/contracts';
import { isTimeout, serverMessage, statusOf } from '@trippy/api-client';
import { msg, type Translate } from '@trippy/i18n';
import type { ProfileEnvelope } from '../api/account-api';

export const PROFILE_MESSAGES = {
  success: msg('Profile updated successfully'),
  failed: msg('Failed to update profile'),
  slow: msg('Server is taking longer than expected. Please try again.'),
  error: msg('Failed to update profile. Please try again.'),
  sessionMissing: msg('Session expired. Please login again.'),
  emailConfirmed: msg('Your new email is confirmed'),
} as const;

/** Our copy of the server's message after a save that changed the email (the new one needs its code). */
export const emailCodeSent = (t: Translate, email: string): string =>
  t('Profile updated successfully. We have sent a code to {email}: enter it to confirm your new email.', {
    email,
  });

export type ProfileOutcome =
  { ok: true; customer: Customer; message: string } | { ok: false; message: string };

/**
 * A response: success gives the updated customer (with the server's message when a new email waits for its
 * code); `success: false` its message or Failed to update profile. Our own words come in the page's language.
 */
export function outcomeOfResponse(body: ProfileEnvelope | undefined, t: Translate): ProfileOutcome {
  if (body?.success === true && body.data) {
    const pending = body.data.pendingEmail;
    // The spec: the profile is complete after a successful update.
    return {
      ok: true,
      customer: { ...body.data, isProfileComplete: true },
      message: pending ? body.message || emailCodeSent(t, pending) : t(PROFILE_MESSAGES.success),
    };
  }
  return { ok: false, message: body?.message || t(PROFILE_MESSAGES.failed) };
}

/** A thrown error: time-outs, then the server's message, then the generic copy; a 401 means the session is gone. */
export function outcomeOfError(error: unknown, t: Translate): ProfileOutcome {
  if (statusOf(error) === 401) return { ok: false, message: t(PROFILE_MESSAGES.sessionMissing) };
  const server = serverMessage(error);
  const slow =
    isTimeout(error) ||
    statusOf(error) === 504 ||
    (error instanceof Error && /taking longer|timeout/i.test(error.message));
  if (slow) return { ok: false, message: t(PROFILE_MESSAGES.slow) };
  if (server) return { ok: false, message: server };
  return { ok: false, message: t(PROFILE_MESSAGES.error) };
}
