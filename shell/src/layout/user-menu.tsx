import { navigateToUrl } from 'single-spa';
import { toast } from '@trippy/ui';
import { revokeSession } from '@trippy/api-client';
import { clearSession, sessionStore, useSession } from '@trippy/session';
import { NavLink } from './nav-link';
import styles from './header.module.css';
import { pathInLocale, type Locale } from '@trippy/contracts';
import { useShellText } from '../messages';

let leaving = false;

/**
 * Asks the server to revoke the customer's tokens (best effort: at most ~3 s, failures ignored), then clears
 * the session, says so and goes home. A second click while the first is on its way does nothing.
 */
export function logout(done: { loggedOut: string; locale: Locale }): void {
  if (leaving) return;
  leaving = true;
  const { token } = sessionStore.getState();
  void (token ? revokeSession(token) : Promise.resolve()).then(() => {
    leaving = false;
    clearSession();
    toast.success(done.loggedOut);
    navigateToUrl(pathInLocale('/', done.locale));
  });
}

/** Profile and Logout when logged in, Login and Register otherwise; follows the shared session live. */
export function UserMenu() {
  const status = useSession((s) => s.status);
  const { t, locale } = useShellText();
  if (status === 'authenticated') {
    return (
      <div className={styles.user} data-testid="user-menu">
        <NavLink href="/profile" className={styles.button}>
          {t('Profile')}
        </NavLink>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => logout({ loggedOut: t('Logged out successfully'), locale })}
        >
          {t('Logout')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.user} data-testid="user-menu">
      <NavLink href="/login" className={styles.button}>
        {t('Login')}
      </NavLink>
      <NavLink href="/register" className={`${styles.button} ${styles.primary}`}>
        {t('Register')}
      </NavLink>
    </div>
  );
}
