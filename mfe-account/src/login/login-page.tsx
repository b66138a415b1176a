import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from '@trippy/router';
import { readLoginNavigation } from '@trippy/contracts';
import { formStyles } from '@trippy/ui';
import { useAccountText } from '../messages';
import styles from '../shared/auth.module.css';
import { PasswordLoginForm } from './password-login-form';
import { CodeLoginForm } from './code-login-form';

type Method = 'password' | 'code';

/** /login: by email or phone with password, or with a one-time code; returns to `from` or /profile. */
export function LoginPage() {
  const { t } = useAccountText();
  const location = useLocation();
  const identifier = readLoginNavigation(location.state).identifier ?? '';
  const [method, setMethod] = useState<Method>('password');
  // What the password form had when it pointed an unverified customer to the code login.
  const [codeIdentifier, setCodeIdentifier] = useState<string | null>(null);
  const switchToCode = (typed: string) => {
    setCodeIdentifier(typed);
    setMethod('code');
  };
  const tabs: Array<[Method, string]> = [
    ['password', t('Password')],
    ['code', t('One-time code')],
  ];
  const tabId = (value: Method) => `login-tab-${value}`;
  // The tabs pattern: one tab in the Tab order, arrow keys (and Home, End) move between them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex(([value]) => value === method);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index + tabs.length - 1) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    setMethod(target[0]);
    document.getElementById(tabId(target[0]))?.focus();
  };

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>{t('Login')}</h1>
      <p className={formStyles.hint}>{t('Welcome back. Log in to book and manage your trips.')}</p>
      <div className={styles.tabs} role="tablist" aria-label={t('How to log in')}>
        {tabs.map(([value, label]) => (
          <button
            key={value}
            id={tabId(value)}
            type="button"
            role="tab"
            aria-selected={method === value}
            aria-controls="login-panel"
            tabIndex={method === value ? 0 : -1}
            className={styles.tab}
            onClick={() => setMethod(value)}
            onKeyDown={onTabKey}
          >
            {label}
          </button>
        ))}
      </div>
      {/* Not named: its tab's word ("Password") would make it a second thing labelled "Password" beside the
          field, for screen readers and for tests alike. */}
      <div id="login-panel" role="tabpanel">
        {method === 'password' ? (
          <PasswordLoginForm initialIdentifier={identifier} onUseCode={switchToCode} />
        ) : (
          <CodeLoginForm initialIdentifier={codeIdentifier ?? identifier} />
        )}
      </div>
      <p className={formStyles.hint}>
        {t('New here?')}{' '}
        {/* The login's state (where to go after it) goes along: the verified sign-up signs in and goes there. */}
        <Link to="/signup" state={location.state}>
          {t('Create an account')}
        </Link>
      </p>
    </section>
  );
}
