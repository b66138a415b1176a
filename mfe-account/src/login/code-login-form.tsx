import { useState, type FormEvent } from 'react';
import { Field, formStyles, HydratedForm } from '@trippy/ui';
import { loginWithCode, requestLoginCode } from '../api/account-api';
import { authErrorMessage } from '../shared/auth-messages';
import { CodeField, isSixDigits } from '../shared/code-field';
import { ResendButton } from '../shared/resend-button';
import { useCountdown } from '../shared/use-countdown';
import styles from '../shared/auth.module.css';
import { useLoginSuccess } from './use-login-success';
import { validateIdentifier } from './login-validation';

export const LOGIN_CODE_WAIT_SECONDS = 30;

/** Login with a one-time code mailed to the account's email: ask for the code, then enter it. */
export function CodeLoginForm({ initialIdentifier = '' }: { initialIdentifier?: string }) {
  const onSuccess = useLoginSuccess();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(LOGIN_CODE_WAIT_SECONDS);

  const send = async () => {
    const invalid = validateIdentifier(identifier);
    setFieldError(invalid);
    setError(null);
    if (invalid) return;
    setBusy(true);
    try {
      await requestLoginCode(identifier.trim());
      setSent(true);
      setCode('');
      countdown.restart();
    } catch (failure) {
      setError(authErrorMessage(failure, 'Could not send the code. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!isSixDigits(code)) return setFieldError('Enter the 6-digit code from the email');
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      onSuccess(await loginWithCode(identifier.trim(), code));
    } catch (failure) {
      setError(authErrorMessage(failure, 'Login failed. Please try again.'));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sent ? verify() : send());
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      <Field
        label="Email or phone"
        name="identifier"
        autoComplete="username"
        value={identifier}
        readOnly={sent}
        onChange={(e) => setIdentifier(e.target.value)}
        error={sent ? undefined : fieldError}
      />
      {sent ? (
        <>
          <p className={styles.sent} role="status">
            If an account exists for {identifier.trim()}, a 6-digit login code is on its way to its email.
          </p>
          <CodeField label="Login code" value={code} onChange={setCode} error={fieldError} />
        </>
      ) : null}
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {sent ? (busy ? 'Logging in...' : 'Login with code') : busy ? 'Sending...' : 'Send code'}
      </button>
      {sent ? (
        <>
          <ResendButton left={countdown.left} busy={busy} onResend={() => void send()} />
          <button type="button" className={styles.back} onClick={() => setSent(false)}>
            ← Use another email or phone
          </button>
        </>
      ) : null}
    </HydratedForm>
  );
}
