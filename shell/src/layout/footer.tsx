import { Fragment } from 'react';
import { sellerLines } from '@trippy/domain';
import { BRAND } from '@trippy/ui';
import { NavLink } from './nav-link';
import styles from './footer.module.css';
import type { NavItem } from './nav-items';
import { useShellText } from '../messages';

const POLICY_LINKS: readonly NavItem[] = [
  { href: '/privacy-policy', label: 'privacyPolicy' },
  { href: '/terms-and-conditions', label: 'terms' },
  { href: '/cancellation-refund', label: 'cancellation' },
  { href: '/shipping-delivery', label: 'shipping' },
];

/** Every category page, so each is one link from any page (crawlers and people without the menu). */
const TRIP_LINKS: readonly NavItem[] = [
  { href: '/char-dham', label: 'charDham' },
  { href: '/spiritual-trips', label: 'spiritualTrips' },
  { href: '/treks', label: 'himalayanTreks' },
  { href: '/backpacking-trips', label: 'backpackingTrips' },
  { href: '/weekend-trips', label: 'weekendTrips' },
  { href: '/family-holidays', label: 'familyHolidays' },
  { href: '/trippy-girls-only-trips', label: 'girlsOnly' },
  { href: '/corporate-trippy-space', label: 'corporateTrips' },
  { href: '/adventure', label: 'adventureTrips' },
  { href: '/adventure/activities', label: 'adventureActivities' },
  { href: '/packages', label: 'allPackages' },
];

const COMPANY_LINKS: readonly NavItem[] = [
  { href: '/destination', label: 'destinations' },
  { href: '/blogs', label: 'blog' },
  { href: '/about', label: 'aboutUs' },
  { href: '/contact', label: 'contact' },
  { href: '/travel-coupon', label: 'travelCoupon' },
  { href: '/work-with-us', label: 'workWithUs' },
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
        <LinkSection title={t('trips')} links={TRIP_LINKS} />
        <LinkSection title={t('company')} links={COMPANY_LINKS} />
        <LinkSection title={t('policies')} links={POLICY_LINKS} />
        <section>
          <h2 className={styles.title}>{t('followUs')}</h2>
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
          {t('rightsReserved', { year: String(new Date().getFullYear()), brand: BRAND.name })}
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
