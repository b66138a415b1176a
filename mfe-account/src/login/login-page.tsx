import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { login, errorMessage } from '@trippy/api-client';
import { storeLogin } from '@trippy/session';
import { Field, formStyles } from '@trippy/ui';

interface LoginState {
  from?: Pick<Location, 'pathname' | 'search' | 'state'>;
  packageData?: unknown;
}

/** Login by email or phone; returns to the `from` location (with its navigation state) or /profile. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim() || !password) {
      setError('Enter your email or phone and your password');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      storeLogin(await login({ identifier: identifier.trim(), password }));
      const from = state.from;
      if (from) navigate(`${from.pathname}${from.search ?? ''}`, { replace: true, state: from.state });
      else navigate('/profile', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>Login</h1>
      <p className={formStyles.hint}>Welcome back. Log in to book and manage your trips.</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label="Email or phone"
          name="identifier"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? (
          <p className={formStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
        <p className={formStyles.hint}>
          New here? <Link to="/signup">Create an account</Link>
        </p>
      </form>
    </section>
  );
}
