import { useState } from 'react';
import { useLocation, useNavigate } from '@trippy/router';
import { bookingResumeAfterProfile } from '@trippy/contracts';
import { toast } from 'sonner';
import { ApiFailure } from '@trippy/api-client';
import { sessionStore, setCustomer } from '@trippy/session';
import { confirmEmail, putProfile } from '../api/account-api';
import { authErrorMessage } from '../shared/auth-messages';
import { isSixDigits } from '../shared/code-field';
import { PROFILE_MESSAGES } from './profile-messages';

/**
 * The code that confirms a pending email change: confirm-email updates the session's customer (the new
 * address, nothing pending) and resumes a booking the profile was opened from; `resend` saves the pending
 * address again, which mails a new code. Errors are for the code field.
 */
export function useEmailConfirm(pendingEmail: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);

  /** Runs `call` for the logged-in customer; false (with the message under the field) when it failed. */
  const run = async (
    action: 'confirm' | 'resend',
    call: (userId: string) => Promise<void>,
    fallback: string,
  ): Promise<boolean> => {
    const { userId, token } = sessionStore.getState();
    if (!userId || !token) {
      setError(PROFILE_MESSAGES.sessionMissing);
      return false;
    }
    setBusy(action);
    setError(undefined);
    try {
      await call(userId);
      return true;
    } catch (failure) {
      setError(authErrorMessage(failure, fallback));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (): Promise<void> => {
    if (!isSixDigits(code)) return setError('Enter the 6-digit code from the email');
    const confirmed = await run(
      'confirm',
      async (userId) => {
        setCustomer(await confirmEmail(userId, code));
      },
      'Could not confirm the code. Please try again.',
    );
    if (!confirmed) return;
    toast.success(PROFILE_MESSAGES.emailConfirmed);
    const back = bookingResumeAfterProfile(location.state);
    if (back) navigate(back.to, { state: back.state });
  };

  /** Resolves true when a new code is on its way. */
  const resend = async (): Promise<boolean> => {
    const sent = await run(
      'resend',
      async (userId) => {
        const body = await putProfile(userId, { email: pendingEmail });
        if (!body.success) throw new ApiFailure(body.message ?? '', 400);
      },
      'Could not send a new code. Please try again.',
    );
    if (sent) setCode('');
    return sent;
  };

  return { code, setCode, error, busy, confirm, resend };
}
