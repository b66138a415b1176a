import { msg } from '@trippy/i18n';
import { Icon, type IconName } from './icons';
import { NavLink } from './nav-link';
import styles from './mobile-bar.module.css';
import { useShellText } from '../messages';
import { pathWithoutLocale } from '@trippy/contracts';

const ITEMS: { href: string; label: string; icon: IconName }[] = [
  { href: '/', label: msg('Home'), icon: 'home' },
  { href: '/Destination', label: msg('Explore'), icon: 'explore' },
  { href: '/treks', label: msg('Treks'), icon: 'treks' },
  { href: '/profile', label: msg('Profile'), icon: 'profile' },
];

/** The phone bottom bar: Home, Explore, Treks, Profile and the Menu overlay. */
export function MobileBar({ pathname: fullPathname, onMenu }: { pathname: string; onMenu: () => void }) {
  const { t } = useShellText();
  const pathname = pathWithoutLocale(fullPathname);
  return (
    <nav className={styles.bar} aria-label={t('Mobile')}>
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
        {t('Menu')}
      </button>
    </nav>
  );
}
