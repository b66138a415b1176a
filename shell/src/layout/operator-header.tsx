import { navigateToUrl } from 'single-spa';
import { toast } from '@trippy/ui';
import { operatorHttp } from '@trippy/api-client';
import { clearStaffSession, useStaffSession } from '@trippy/session';
import { NavLink } from './nav-link';
import styles from './operator-header.module.css';

interface OperatorNavItem {
  href: string;
  label: string;
  ownerOnly?: true;
}

export const OPERATOR_NAV: readonly OperatorNavItem[] = [
  { href: '/operator', label: 'Today' },
  { href: '/operator/leads', label: 'Leads' },
  { href: '/operator/bookings', label: 'Bookings' },
  { href: '/operator/departures', label: 'Departures' },
  { href: '/operator/payments', label: 'Payments' },
  { href: '/operator/collections', label: 'Collections' },
  { href: '/operator/packages', label: 'Catalogue' },
  { href: '/operator/messages', label: 'Messages' },
  { href: '/operator/staff', label: 'Staff', ownerOnly: true },
  { href: '/operator/audit', label: 'Audit log', ownerOnly: true },
];

/** The section a path belongs to: the longest nav entry that prefixes it (Today only for /operator itself). */
export function currentSection(pathname: string): string | undefined {
  return OPERATOR_NAV.filter((item) =>
    item.href === '/operator' ? pathname === '/operator' : pathname.startsWith(item.href),
  ).sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

/** Ends every session of the member (the server bumps their token version), then the sign-in page. */
async function signOut(): Promise<void> {
  await operatorHttp.post('/api/operator/auth/logout').catch(() => undefined);
  clearStaffSession();
  toast.success('Signed out of the back office');
  navigateToUrl('/operator/login');
}

/** The back office's header: its own navigation and who is signed in; nothing of the public site. */
export function OperatorHeader({ pathname }: { pathname: string }) {
  const staff = useStaffSession((s) => s.staff);
  const current = currentSection(pathname);
  return (
    <header className={styles.header} data-testid="operator-header">
      <div className={styles.bar}>
        <NavLink href="/operator" className={styles.brand}>
          Trippy Himalaya <span className={styles.tag}>Back office</span>
        </NavLink>
        {staff ? (
          <div className={styles.who}>
            <span className={styles.name}>
              {staff.name} <span className={styles.role}>({staff.role})</span>
            </span>
            <button type="button" className={styles.signOut} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        ) : null}
      </div>
      {staff ? (
        <nav className={styles.nav} aria-label="Back office">
          <ul className={styles.list}>
            {OPERATOR_NAV.filter((item) => !item.ownerOnly || staff.role === 'owner').map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className={styles.link}
                  aria-current={current === item.href ? 'page' : undefined}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
