import { useState } from 'react';
import { BRAND } from '@trippy/ui';
import { SendQueryForm } from '../lead-forms';
import { useContentText } from '../messages';
import { useContact } from './contact-content';
import styles from './contact-page.module.css';

const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(BRAND.officeAddress)}`;

/** /contact: office, phones, email, support hours, a map link and the enquiry form inline. */
export function ContactPage() {
  const content = useContact();
  const { t } = useContentText();
  const [sent, setSent] = useState(0);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{content.title}</h1>
        <p>{content.intro}</p>
      </header>
      <div className={styles.grid}>
        {/* Headings are not allowed inside <address>: each heading comes before the address it names. */}
        <div className={styles.details}>
          <h2>{t('Office')}</h2>
          <address>
            <p>{BRAND.officeAddress}</p>
          </address>
          <a className={styles.map} href={mapUrl} target="_blank" rel="noopener noreferrer">
            {content.mapLabel}
          </a>
          <h2>{t('Phone')}</h2>
          <address>
            <ul>
              {BRAND.phones.map((phone) => (
                <li key={phone}>
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                </li>
              ))}
            </ul>
          </address>
          <h2>{t('Email')}</h2>
          <address>
            <p>
              <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            </p>
          </address>
          <h2>{t('Hours')}</h2>
          <p>{content.hours}</p>
        </div>
        <section className={styles.form} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{content.formHeading}</h2>
          {sent > 0 ? (
            <p className={styles.success} role="status">
              {content.success}
            </p>
          ) : null}
          <SendQueryForm key={sent} idPrefix="contact-query" onSent={() => setSent((n) => n + 1)} />
        </section>
      </div>
    </div>
  );
}
