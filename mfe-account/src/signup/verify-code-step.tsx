import { useState, type FormEvent } from 'react';
import { useNavigate } from '@trippy/router';
import { toLogin } from '@trippy/contracts';
import { toast } from 'sonner';
import { formStyles, HydratedForm } from '@trippy/ui';
import { resendRegistrationCode, verifyRegistrationCode } from '../api/account-api';
import { authErrorMessage } from '../shared/auth-messages';
import { CodeField, isSixDigits } from '../shared/code-field';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState(
    `We sent a 6-digit code to ${email}. It is valid for 10 minutes. If this email already has an account, we have emailed you about it instead: please log in.`,
  );
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigits(code)) return setError('Enter the 6-digit code from the email');
    setBusy(true);
    setError(undefined);
    try {
      await verifyRegistrationCode(email, code);
      toast.success(REGISTER_SUCCESS);
      const login = toLogin(undefined, { identifier: email });
      navigate(login.to, { state: login.state });
    } catch (failure) {
      setError(authErrorMessage(failure, 'Could not verify the code. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await resendRegistrationCode(email);
      setCode('');
      setError(undefined);
      setNotice(`A new code has been sent to ${email}.`);
      countdown.restart();
    } catch (failure) {
      setError(authErrorMessage(failure, 'Could not send a new code. Please try again.'));
    } finally {
      setResending(false);
    }
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={verify} noValidate aria-label="Verify your email">
      <p className={styles.sent} role="status">
        {notice}
      </p>
      <CodeField label="Verification code" value={code} onChange={setCode} error={error} />
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      <ResendButton left={countdown.left} busy={resending} onResend={() => void resend()} />
      <button type="button" className={styles.back} onClick={onBack}>
        ← Change my details
      </button>
    </HydratedForm>
  );
}
