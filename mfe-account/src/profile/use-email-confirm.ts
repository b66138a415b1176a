import { useState } from 'react';
import { useLocation, useNavigate } from '@trippy/router';
import { bookingResumeAfterProfile } from '@trippy/contracts';
import { ApiFailure } from '@trippy/api-client';
import { useForm, toast } from '@trippy/ui';
import { msg } from '@trippy/i18n';
import { sessionStore, setCustomer } from '@trippy/session';
import { confirmEmail, putProfile } from '../api/account-api';
import { useAccountText } from '../messages';
import { authErrorText } from '../shared/auth-messages';
import { codeError } from '../shared/code-field';
import { translateErrors } from '../shared/translate-errors';
import { PROFILE_MESSAGES } from './profile-messages';

/**
 * The code that confirms a pending email change: confirm-email updates the session's customer (the new
 * address, nothing pending) and resumes a booking the profile was opened from; `resend` saves the pending
 * address again, which mails a new code. Errors are for the code field; the form (`useForm`) holds the code.
 */
export function useEmailConfirm(pendingEmail: string) {
  const { t } = useAccountText();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm(
    { code: '' },
    { validate: ({ code }) => translateErrors({ code: codeError(code) }, t) },
  );
  const [resending, setResending] = useState(false);

  /** Runs `call` for the logged-in customer; false (with the message under the field) when it failed. */
  const run = async (call: (userId: string) => Promise<void>, fallback: string): Promise<boolean> => {
    const { userId, token } = sessionStore.getState();
    if (!userId || !token) {
      form.setServerErrors({ code: t(PROFILE_MESSAGES.sessionMissing) });
      return false;
    }
    try {
      await call(userId);
      return true;
    } catch (failure) {
      form.setServerErrors({ code: authErrorText(t, fallback)(failure) });
      return false;
    }
  };

  const confirm = form.submit(async ({ code }) => {
    const confirmed = await run(async (userId) => {
      setCustomer(await confirmEmail(userId, code));
    }, msg('Could not confirm the code. Please try again.'));
    if (!confirmed) return;
    toast.success(t(PROFILE_MESSAGES.emailConfirmed));
    const back = bookingResumeAfterProfile(location.state);
    if (back) navigate(back.to, { state: back.state });
  });

  /** Resolves true when a new code is on its way. */
  const resend = async (): Promise<boolean> => {
    setResending(true);
    form.setServerErrors({});
    const sent = await run(async (userId) => {
      const body = await putProfile(userId, { email: pendingEmail });
      if (!body.success) throw new ApiFailure(body.message ?? '', 400);
    }, msg('Could not send a new code. Please try again.'));
    setResending(false);
    if (sent) form.reset();
    return sent;
  };

  return { form, resending, confirm, resend };
}
