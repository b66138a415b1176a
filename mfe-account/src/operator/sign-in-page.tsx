import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@trippy/router';
import { requestStaffCode, verifyStaffCode } from '@trippy/api-client';
import { storeStaffLogin } from '@trippy/session';
import { Field, formStyles } from '@trippy/ui';
import { authErrorMessage } from '../shared/auth-messages';
import { CodeField, isSixDigits } from '../shared/code-field';
import styles from '../shared/auth.module.css';
import { safeReturnPath } from './safe-return-path';

/** /operator/login: the password, then the 6-digit code mailed to the member (the second factor). */
export function StaffSignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendPassword = async () => {
    if (!email.trim() || !password) return setFieldError('Enter your email and password');
    setFieldError(undefined);
    setBusy(true);
    try {
      setSentMessage(await requestStaffCode({ email: email.trim().toLowerCase(), password }));
      setPassword('');
    } catch (failure) {
      setError(authErrorMessage(failure, 'Sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    if (!isSixDigits(code)) return setFieldError('Enter the 6-digit code from the email');
    setFieldError(undefined);
    setBusy(true);
    try {
      const session = await verifyStaffCode(email.trim().toLowerCase(), code);
      storeStaffLogin(session.token, session.staff);
      navigate(safeReturnPath(params.get('from')), { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, 'Sign-in failed. Please try again.'));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void (sentMessage ? sendCode() : sendPassword());
  };

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>Back office sign in</h1>
      <p className={formStyles.hint}>For the operator&apos;s team. Customers log in on the main site.</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label="Work email"
          name="email"
          type="email"
          autoComplete="username"
          maxLength={254}
          value={email}
          readOnly={sentMessage !== null}
          onChange={(e) => setEmail(e.target.value)}
          error={sentMessage ? undefined : fieldError}
        />
        {sentMessage ? (
          <>
            <p className={styles.sent} role="status">
              {sentMessage}
            </p>
            <CodeField label="Sign-in code" value={code} onChange={setCode} error={fieldError} />
          </>
        ) : (
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {error ? (
          <p className={formStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {sentMessage ? (busy ? 'Signing in...' : 'Sign in') : busy ? 'Checking...' : 'Continue'}
        </button>
        {sentMessage ? (
          <button
            type="button"
            className={styles.back}
            onClick={() => {
              setSentMessage(null);
              setCode('');
            }}
          >
            ← Start again
          </button>
        ) : null}
      </form>
    </section>
  );
}
