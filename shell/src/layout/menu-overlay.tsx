import { msg } from '@trippy/i18n';
import { useEffect } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { useSession } from '@trippy/session';
import { SITE_EVENT, sendSiteEvent } from '@trippy/contracts';
import { BRAND } from '@trippy/ui';
import { HOT_DEAL, MORE_LINKS, TOP_LINKS } from './nav-items';
import { NavLink } from './nav-link';
import { logout } from './user-menu';
import styles from './menu-overlay.module.css';
import type { NavItem } from './nav-items';
import { LanguageSwitch } from './language-switch';
import { useShellText } from '../messages';

const LINKS: readonly NavItem[] = [
  { href: '/', label: msg('Home') },
  { href: '/packages', label: msg('All Packages') },
  ...TOP_LINKS,
  ...MORE_LINKS,
  HOT_DEAL,
];

/** The full-screen mobile menu: user card, navigation, office and a call-us link. Escape closes it. */
export function MenuOverlay({ onClose }: { onClose: () => void }) {
  const customer = useSession((s) => s.customer);
  const loggedIn = useSession((s) => s.status === 'authenticated');
  const { t, locale } = useShellText();
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : t('Guest User');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <FocusTrap
      focusTrapOptions={{ initialFocus: false, allowOutsideClick: true, returnFocusOnDeactivate: true }}
    >
      <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('Menu')}>
        <div className={styles.top}>
          <strong>{t('Menu')}</strong>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close menu')}>
            ×
          </button>
        </div>
        <div className={styles.userCard}>
          <span className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <div>
            <strong>{name}</strong>
            <div>
              {loggedIn ? (
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    logout({ loggedOut: t('Logged out successfully'), locale });
                  }}
                  style={{
                    background: 'none',
                    border: 0,
                    padding: 0,
                    color: 'inherit',
                    textDecoration: 'underline',
                    cursor: 'pointer',
                  }}
                >
                  {t('Logout')}
                </button>
              ) : (
                <NavLink href="/login" onClick={onClose}>
                  {t('Please login to continue')}
                </NavLink>
              )}
            </div>
          </div>
        </div>
        <nav aria-label={t('Menu links')}>
          <ul className={styles.list}>
            {LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} onClick={onClose}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The Send Query side tab is not shown on phones (it would sit on the page): it is offered here. */}
        <button
          type="button"
          className={styles.query}
          onClick={() => {
            onClose();
            sendSiteEvent(SITE_EVENT.openSendQuery, null);
          }}
        >
          {t('Send Query')}
        </button>
        <LanguageSwitch className={styles.language} />
        <address className={styles.contact} style={{ fontStyle: 'normal' }}>
          <span>{BRAND.officeAddress}</span>
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          <a className={styles.call} href={`tel:${BRAND.phones[0].replace(/\s/g, '')}`}>
            {t('Call us: {phone}', { phone: BRAND.phones[0] })}
          </a>
        </address>
      </div>
    </FocusTrap>
  );
}
