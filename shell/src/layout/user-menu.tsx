import { navigateToUrl } from 'single-spa';
import { toast } from 'sonner';
import { clearSession, useSession } from '@trippy/session';
import { NavLink } from './nav-link';
import styles from './header.module.css';

export function logout(): void {
  clearSession();
  toast.success('Logged out successfully');
  navigateToUrl('/');
}

/** Profile and Logout when logged in, Login and Register otherwise; follows the shared session live. */
export function UserMenu() {
  const status = useSession((s) => s.status);
  if (status === 'authenticated') {
    return (
      <div className={styles.user} data-testid="user-menu">
        <NavLink href="/profile" className={styles.button}>
          Profile
        </NavLink>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={logout}>
          Logout
        </button>
      </div>
    );
  }
  return (
    <div className={styles.user} data-testid="user-menu">
      <NavLink href="/login" className={styles.button}>
        Login
      </NavLink>
      <NavLink href="/register" className={`${styles.button} ${styles.primary}`}>
        Register
      </NavLink>
    </div>
  );
}
