import { useState, type FormEvent } from 'react';
import { login } from '@trippy/api-client';
import { Field, formStyles, HydratedForm } from '@trippy/ui';
import { authErrorMessage, needsEmailVerification } from '../shared/auth-messages';
import styles from '../shared/auth.module.css';
import { useLoginSuccess } from './use-login-success';
import { validateIdentifier } from './login-validation';

interface PasswordLoginFormProps {
  initialIdentifier?: string;
  /** Switches to the code login (which also verifies the email) with what was typed here. */
  onUseCode?: (identifier: string) => void;
}

/** Email or phone with password; an unverified email is pointed to the code login. */
export function PasswordLoginForm({ initialIdentifier = '', onUseCode }: PasswordLoginFormProps) {
  const onSuccess = useLoginSuccess();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      identifier: validateIdentifier(identifier),
      password: password ? undefined : 'Enter your password',
    };
    setErrors(found);
    setError(null);
    setUnverified(false);
    if (found.identifier || found.password) return;
    setBusy(true);
    try {
      onSuccess(await login({ identifier: identifier.trim(), password }));
    } catch (failure) {
      setError(authErrorMessage(failure, 'Login failed. Please try again.'));
      setUnverified(needsEmailVerification(failure));
      setBusy(false);
    }
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label="Email or phone"
        name="identifier"
        autoComplete="username"
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        error={errors.identifier}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      {unverified && onUseCode ? (
        <button type="button" className={styles.link} onClick={() => onUseCode(identifier.trim())}>
          Log in with a code instead
        </button>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </HydratedForm>
  );
}
