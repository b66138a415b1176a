import { msg } from '@trippy/i18n';
import { Fragment } from 'react';
import { sellerLines } from '@trippy/domain';
import { BRAND } from '@trippy/ui';
import { NavLink } from './nav-link';
import styles from './footer.module.css';
import type { NavItem } from './nav-items';
import { useShellText } from '../messages';

const POLICY_LINKS: readonly NavItem[] = [
  { href: '/privacy-policy', label: msg('Privacy Policy') },
  { href: '/terms-and-conditions', label: msg('Terms and Conditions') },
  { href: '/cancellation-refund', label: msg('Cancellation and Refund') },
  { href: '/shipping-delivery', label: msg('Shipping and Delivery') },
];

/** Every category page, so each is one link from any page (crawlers and people without the menu). */
const TRIP_LINKS: readonly NavItem[] = [
  { href: '/char-dham', label: msg('Char Dham Yatra') },
  { href: '/spiritual-trips', label: msg('Spiritual Trips') },
  { href: '/treks', label: msg('Himalayan Treks') },
  { href: '/backpacking-trips', label: msg('Backpacking Trips') },
  { href: '/weekend-trips', label: msg('Weekend Trips') },
  { href: '/family-holidays', label: msg('Family Holidays') },
  { href: '/trippy-girls-only-trips', label: msg('Girls Only Trips') },
  { href: '/corporate-trippy-space', label: msg('Corporate Trips') },
  { href: '/adventure', label: msg('Adventure Trips') },
  { href: '/adventure/activities', label: msg('Adventure Activities') },
  { href: '/packages', label: msg('All Packages') },
];

const COMPANY_LINKS: readonly NavItem[] = [
  { href: '/destination', label: msg('Destinations') },
  { href: '/blogs', label: msg('Blog') },
  { href: '/about', label: msg('About Us') },
  { href: '/contact', label: msg('Contact') },
  { href: '/travel-coupon', label: msg('Travel Coupon') },
  { href: '/work-with-us', label: msg('Work With Us') },
];

/** The seller's legal name, address and GSTIN: the lines every GST invoice prints (domain SELLER). */
const SELLER_LINES = sellerLines();

function LinkSection({ title, links }: { title: string; links: readonly NavItem[] }) {
  const { t } = useShellText();
  return (
    <section>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href}>{t(link.label)}</NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const { t } = useShellText();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section>
          <h2 className={styles.title}>{BRAND.name}</h2>
          <address style={{ fontStyle: 'normal' }}>
            {BRAND.officeAddress}
            <br />
            {BRAND.phones.map((phone) => (
              <span key={phone}>
                <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                <br />
              </span>
            ))}
            <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          </address>
        </section>
        <LinkSection title={t('Trips')} links={TRIP_LINKS} />
        <LinkSection title={t('Company')} links={COMPANY_LINKS} />
        <LinkSection title={t('Policies')} links={POLICY_LINKS} />
        <section>
          <h2 className={styles.title}>{t('Follow us')}</h2>
          <ul className={styles.list}>
            {Object.entries(BRAND.social).map(([name, href]) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ textTransform: 'capitalize' }}
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.legal}>
          {t('© {year} {brand}, Dehradun. All rights reserved.', {
            year: String(new Date().getFullYear()),
            brand: BRAND.name,
          })}
          <br />
          <span data-testid="footer-seller">
            {SELLER_LINES.map((line, index) => (
              <Fragment key={line}>
                {index > 0 ? ' · ' : null}
                <span>{line}</span>
              </Fragment>
            ))}
          </span>
        </p>
      </div>
    </footer>
  );
}
