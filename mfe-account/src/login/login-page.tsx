import { useState } from 'react';
import { Link, useLocation } from '@trippy/router';
import { readLoginNavigation } from '@trippy/contracts';
import { formStyles } from '@trippy/ui';
import styles from '../shared/auth.module.css';
import { PasswordLoginForm } from './password-login-form';
import { CodeLoginForm } from './code-login-form';

type Method = 'password' | 'code';

/** /login: by email or phone with password, or with a one-time code; returns to `from` or /profile. */
export function LoginPage() {
  const location = useLocation();
  const identifier = readLoginNavigation(location.state).identifier ?? '';
  const [method, setMethod] = useState<Method>('password');
  // What the password form had when it pointed an unverified customer to the code login.
  const [codeIdentifier, setCodeIdentifier] = useState<string | null>(null);
  const switchToCode = (typed: string) => {
    setCodeIdentifier(typed);
    setMethod('code');
  };
  const tab = (value: Method, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={method === value}
      className={styles.tab}
      onClick={() => setMethod(value)}
    >
      {label}
    </button>
  );

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>Login</h1>
      <p className={formStyles.hint}>Welcome back. Log in to book and manage your trips.</p>
      <div className={styles.tabs} role="tablist" aria-label="How to log in">
        {tab('password', 'Password')}
        {tab('code', 'One-time code')}
      </div>
      {method === 'password' ? (
        <PasswordLoginForm initialIdentifier={identifier} onUseCode={switchToCode} />
      ) : (
        <CodeLoginForm initialIdentifier={codeIdentifier ?? identifier} />
      )}
      <p className={formStyles.hint}>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </section>
  );
}
