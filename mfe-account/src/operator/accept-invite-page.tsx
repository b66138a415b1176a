import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { acceptStaffInvite } from '@trippy/api-client';
import { STAFF_PASSWORD_MIN_LENGTH } from '@trippy/contracts';
import { Field, formStyles } from '@trippy/ui';
import { authErrorMessage } from '../shared/auth-messages';
import styles from '../shared/auth.module.css';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** /operator/invite?token=...: an invited member chooses a password, then signs in as usual. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!TOKEN.test(token))
    return (
      <section className={formStyles.card}>
        <h1 className={formStyles.title}>Invitation link not valid</h1>
        <p className={formStyles.hint}>
          Open the link from your invitation email, or ask the owner for a new one.
        </p>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < STAFF_PASSWORD_MIN_LENGTH)
      return setFieldError(`Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
    if (password !== repeat) return setFieldError('The passwords do not match');
    setFieldError(undefined);
    setBusy(true);
    try {
      setDoneFor((await acceptStaffInvite(token, password)).email);
    } catch (failure) {
      setError(
        authErrorMessage(failure, 'This invitation could not be accepted. Ask the owner for a new one.'),
      );
    } finally {
      setBusy(false);
    }
  };

  if (doneFor)
    return (
      <section className={formStyles.card}>
        <h1 className={formStyles.title}>Password set</h1>
        <p className={styles.sent} role="status">
          Your back-office account {doneFor} is ready.
        </p>
        <Link className={formStyles.submit} to="/operator/login">
          Sign in
        </Link>
      </section>
    );

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>Join the back office</h1>
      <p className={formStyles.hint}>Choose a password for your account.</p>
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldError}
        />
        <Field
          label="Repeat the password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        {error ? (
          <p className={formStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {busy ? 'Saving...' : 'Set password'}
        </button>
      </form>
    </section>
  );
}
