import { useState } from 'react';
import { useNavigate } from '@trippy/router';
import { toLogin } from '@trippy/contracts';
import { formStyles, HydratedForm, useForm, toast } from '@trippy/ui';
import { resendRegistrationCode, verifyRegistrationCode } from '../api/account-api';
import { authErrorMessage } from '../shared/auth-messages';
import { CodeField, codeError } from '../shared/code-field';
import { ResendButton } from '../shared/resend-button';
import { useCountdown } from '../shared/use-countdown';
import styles from '../shared/auth.module.css';
import { REGISTER_SUCCESS } from './register-outcome';

export const RESEND_WAIT_SECONDS = 30;

/**
 * The one-time code step of registration. "Resend code" is offered 30 s after the last code and mails a new
 * registration code that replaces the previous one; the server's own 429 message ("Please wait N seconds
 * before asking for a new code", or the rate limit) shows under the field.
 */
export function VerifyCodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const navigate = useNavigate();
  const form = useForm({ code: '' }, { validate: ({ code }) => ({ code: codeError(code) }) });
  const [notice, setNotice] = useState(
    `We sent a 6-digit code to ${email}. It is valid for 10 minutes. If this email already has an account, we have emailed you about it instead: please log in.`,
  );
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const codeFailed = (failure: unknown, fallback: string) =>
    form.setServerErrors({ code: authErrorMessage(failure, fallback) });

  const verify = form.submit(async ({ code }) => {
    try {
      await verifyRegistrationCode(email, code);
    } catch (failure) {
      return codeFailed(failure, 'Could not verify the code. Please try again.');
    }
    toast.success(REGISTER_SUCCESS);
    const login = toLogin(undefined, { identifier: email });
    navigate(login.to, { state: login.state });
  });

  const resend = async () => {
    setResending(true);
    try {
      await resendRegistrationCode(email);
      form.reset();
      setNotice(`A new code has been sent to ${email}.`);
      countdown.restart();
    } catch (failure) {
      codeFailed(failure, 'Could not send a new code. Please try again.');
    } finally {
      setResending(false);
    }
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={verify} noValidate aria-label="Verify your email">
      <p className={styles.sent} role="status">
        {notice}
      </p>
      <CodeField
        label="Verification code"
        value={form.values.code}
        onChange={(code) => form.set('code', code)}
        error={form.errors.code}
      />
      <button type="submit" className={formStyles.submit} disabled={form.busy}>
        {form.busy ? 'Verifying...' : 'Verify'}
      </button>
      <ResendButton left={countdown.left} busy={resending} onResend={() => void resend()} />
      <button type="button" className={styles.back} onClick={onBack}>
        ← Change my details
      </button>
    </HydratedForm>
  );
}
