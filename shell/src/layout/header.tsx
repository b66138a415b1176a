import { useState } from 'react';
import { HOT_DEAL, MORE_LINKS, TOP_LINKS } from './nav-items';
import { NavLink } from './nav-link';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

export function Header() {
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <header className={styles.header}>
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
          <div className={styles.more} onMouseLeave={() => setMoreOpen(false)}>
            <button
              type="button"
              className={styles.moreButton}
              aria-expanded={moreOpen}
              onClick={() => setMoreOpen((open) => !open)}
            >
              More ▾
            </button>
            {moreOpen ? (
              <ul className={styles.menu}>
                {MORE_LINKS.map((link) => (
                  <li key={link.href}>
                    <NavLink href={link.href} onClick={() => setMoreOpen(false)}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <NavLink href={HOT_DEAL.href} className={styles.hotDeal}>
            {HOT_DEAL.label}
          </NavLink>
        </nav>
        <UserMenu />
      </div>
    </header>
  );
}
