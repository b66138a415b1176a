import type { Customer } from '@trippy/contracts';
import { isTimeout, serverMessage, statusOf } from '@trippy/api-client';
import type { ProfileEnvelope } from '../api/account-api';

export const PROFILE_MESSAGES = {
  success: 'Profile updated successfully',
  failed: 'Failed to update profile',
  slow: 'Server is taking longer than expected. Please try again.',
  error: 'Failed to update profile. Please try again.',
  sessionMissing: 'Session expired. Please login again.',
  emailConfirmed: 'Your new email is confirmed',
} as const;

/** Our copy of the server's message after a save that changed the email (the new one needs its code). */
export const emailCodeSent = (email: string): string =>
  `${PROFILE_MESSAGES.success}. We have sent a code to ${email}: enter it to confirm your new email.`;

export type ProfileOutcome =
  { ok: true; customer: Customer; message: string } | { ok: false; message: string };

/**
 * A response: success gives the updated customer (with the server's message when a new email waits for its
 * code); `success: false` its message or Failed to update profile.
 */
export function outcomeOfResponse(body: ProfileEnvelope | undefined): ProfileOutcome {
  if (body?.success === true && body.data) {
    const pending = body.data.pendingEmail;
    // The spec: the profile is complete after a successful update.
    return {
      ok: true,
      customer: { ...body.data, isProfileComplete: true },
      message: pending ? body.message || emailCodeSent(pending) : PROFILE_MESSAGES.success,
    };
  }
  return { ok: false, message: body?.message || PROFILE_MESSAGES.failed };
}

/** A thrown error: time-outs, then the server's message, then the generic copy; a 401 means the session is gone. */
export function outcomeOfError(error: unknown): ProfileOutcome {
  if (statusOf(error) === 401) return { ok: false, message: PROFILE_MESSAGES.sessionMissing };
  const server = serverMessage(error);
  const slow =
    isTimeout(error) ||
    statusOf(error) === 504 ||
    (error instanceof Error && /taking longer|timeout/i.test(error.message));
  if (slow) return { ok: false, message: PROFILE_MESSAGES.slow };
  if (server) return { ok: false, message: server };
  return { ok: false, message: PROFILE_MESSAGES.error };
}
