import { Fragment } from 'react';
import { sellerLines } from '@trippy/domain';
import { BRAND } from '@trippy/ui';
import { NavLink } from './nav-link';
import styles from './footer.module.css';

const POLICY_LINKS = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms and Conditions' },
  { href: '/cancellation-refund', label: 'Cancellation and Refund' },
  { href: '/shipping-delivery', label: 'Shipping and Delivery' },
];

/** Every category page, so each is one link from any page (crawlers and people without the menu). */
const TRIP_LINKS = [
  { href: '/char-dham', label: 'Char Dham Yatra' },
  { href: '/spiritual-trips', label: 'Spiritual Trips' },
  { href: '/treks', label: 'Himalayan Treks' },
  { href: '/backpacking-trips', label: 'Backpacking Trips' },
  { href: '/weekend-trips', label: 'Weekend Trips' },
  { href: '/family-holidays', label: 'Family Holidays' },
  { href: '/trippy-girls-only-trips', label: 'Girls Only Trips' },
  { href: '/corporate-trippy-space', label: 'Corporate Trips' },
  { href: '/adventure', label: 'Adventure Trips' },
  { href: '/adventure/activities', label: 'Adventure Activities' },
  { href: '/packages', label: 'All Packages' },
];

const COMPANY_LINKS = [
  { href: '/destination', label: 'Destinations' },
  { href: '/blogs', label: 'Blog' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact' },
  { href: '/travel-coupon', label: 'Travel Coupon' },
  { href: '/work-with-us', label: 'Work With Us' },
];

/** The seller's legal name, address and GSTIN: the lines every GST invoice prints (domain SELLER). */
const SELLER_LINES = sellerLines();

function LinkSection({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <section>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
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
        <LinkSection title="Trips" links={TRIP_LINKS} />
        <LinkSection title="Company" links={COMPANY_LINKS} />
        <LinkSection title="Policies" links={POLICY_LINKS} />
        <section>
          <h2 className={styles.title}>Follow us</h2>
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
          © {new Date().getFullYear()} {BRAND.name}, Dehradun. All rights reserved.
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
