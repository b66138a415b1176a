import type { HeaderAppearance } from './header-appearance';
import { HOT_DEAL, TOP_LINKS } from './nav-items';
import { MoreMenu } from './more-menu';
import { NavLink } from './nav-link';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

const APPEARANCE_CLASS: Record<HeaderAppearance, string> = {
  solid: `${styles.header} ${styles.solid}`,
  transparent: styles.header ?? '',
  'over-hero': `${styles.header} ${styles.overHero}`,
};

export function Header({ appearance }: { appearance: HeaderAppearance }) {
  return (
    <header className={APPEARANCE_CLASS[appearance]} data-appearance={appearance}>
      <div className={styles.inner}>
        <NavLink href="/" className={styles.logo} aria-label="Trippy Himalaya home">
          <span className={styles.logoMark} aria-hidden="true">
            ▲
          </span>
          Trippy Himalaya
        </NavLink>
        <nav className={styles.nav} aria-label="Main">
          {TOP_LINKS.map((link) => (
            <NavLink key={link.href} href={link.href} className={styles.link}>
              {link.label}
            </NavLink>
          ))}
          <MoreMenu />
          <NavLink href={HOT_DEAL.href} className={styles.hotDeal}>
            {HOT_DEAL.label}
          </NavLink>
        </nav>
        <div className={styles.tools}>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
