import { Icon, type IconName } from './icons';
import { NavLink } from './nav-link';
import styles from './mobile-bar.module.css';
import type { ShellMessageKey } from '../messages';
import { useShellText } from '../messages';
import { pathWithoutLocale } from '@trippy/contracts';

const ITEMS: { href: string; label: ShellMessageKey; icon: IconName }[] = [
  { href: '/', label: 'home', icon: 'home' },
  { href: '/Destination', label: 'explore', icon: 'explore' },
  { href: '/treks', label: 'treks', icon: 'treks' },
  { href: '/profile', label: 'profile', icon: 'profile' },
];

/** The phone bottom bar: Home, Explore, Treks, Profile and the Menu overlay. */
export function MobileBar({ pathname: fullPathname, onMenu }: { pathname: string; onMenu: () => void }) {
  const { t } = useShellText();
  const pathname = pathWithoutLocale(fullPathname);
  return (
    <nav className={styles.bar} aria-label={t('mobileNav')}>
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
          {t(item.label)}
        </NavLink>
      ))}
      <button type="button" className={styles.item} onClick={onMenu} aria-haspopup="dialog">
        <Icon name="menu" className={styles.icon} />
        {t('menu')}
      </button>
    </nav>
  );
}
