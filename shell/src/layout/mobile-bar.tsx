import { Icon, type IconName } from './icons';
import { NavLink } from './nav-link';
import styles from './mobile-bar.module.css';

const ITEMS: { href: string; label: string; icon: IconName }[] = [
  { href: '/', label: 'Home', icon: 'home' },
  { href: '/Destination', label: 'Explore', icon: 'explore' },
  { href: '/treks', label: 'Treks', icon: 'treks' },
  { href: '/profile', label: 'Profile', icon: 'profile' },
];

/** The phone bottom bar: Home, Explore, Treks, Profile and the Menu overlay. */
export function MobileBar({ pathname, onMenu }: { pathname: string; onMenu: () => void }) {
  return (
    <nav className={styles.bar} aria-label="Mobile">
      {ITEMS.map((item) => (
        <NavLink
          key={item.href}
          href={item.href}
          className={
            pathname.toLowerCase() === item.href.toLowerCase()
              ? `${styles.item} ${styles.active}`
              : styles.item
          }
          aria-current={pathname.toLowerCase() === item.href.toLowerCase() ? 'page' : undefined}
        >
          <Icon name={item.icon} className={styles.icon} />
          {item.label}
        </NavLink>
      ))}
      <button type="button" className={styles.item} onClick={onMenu} aria-haspopup="dialog">
        <Icon name="menu" className={styles.icon} />
        Menu
      </button>
    </nav>
  );
}
