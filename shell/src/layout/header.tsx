import { RemoteComponent } from '@trippy/federation';
import { useSession } from '@trippy/session';
import type { HeaderAppearance } from './header-appearance';
import { HOT_DEAL, TOP_LINKS } from './nav-items';
import { MoreMenu } from './more-menu';
import { NavLink } from './nav-link';
import { UserMenu } from './user-menu';
import { LanguageSwitch } from './language-switch';
import { useShellText } from '../messages';
import styles from './header.module.css';

const APPEARANCE_CLASS: Record<HeaderAppearance, string> = {
  solid: `${styles.header} ${styles.solid}`,
  transparent: styles.header ?? '',
  'over-hero': `${styles.header} ${styles.overHero}`,
};

export function Header({ appearance }: { appearance: HeaderAppearance }) {
  const loggedIn = useSession((s) => s.status === 'authenticated');
  const { t } = useShellText();
  return (
    <header className={APPEARANCE_CLASS[appearance]} data-appearance={appearance}>
      <div className={styles.inner}>
        <NavLink href="/" className={styles.logo} aria-label={t('Trippy Himalaya home')}>
          <span className={styles.logoMark} aria-hidden="true">
            ▲
          </span>
          <span className={styles.logoText}>Trippy Himalaya</span>
        </NavLink>
        <nav className={styles.nav} aria-label={t('Main')}>
          {TOP_LINKS.map((link) => (
            <NavLink key={link.href} href={link.href} className={styles.link}>
              {t(link.label)}
            </NavLink>
          ))}
          <MoreMenu />
          <NavLink href={HOT_DEAL.href} className={styles.hotDeal}>
            {t(HOT_DEAL.label)}
          </NavLink>
        </nav>
        <div className={styles.tools}>
          <RemoteComponent remote="catalog" exposed="search-panel" defer />
          <LanguageSwitch className={styles.language} />
          {loggedIn ? <RemoteComponent remote="account" exposed="notification-bell" defer /> : null}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
