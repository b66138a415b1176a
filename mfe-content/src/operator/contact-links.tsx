import { telHref, whatsAppHref } from './lead-format';
import styles from './leads.module.css';

interface ContactLinksProps {
  name: string;
  phone: string;
  countryCode?: string;
  email?: string;
  /** Larger buttons with words (the detail), or compact links (a row of the list). */
  size?: 'row' | 'large';
}

/** Click-to-call, WhatsApp with a greeting, and email when there is one. */
export function ContactLinks({ name, phone, countryCode = '91', email, size = 'row' }: ContactLinksProps) {
  const className = size === 'large' ? styles.contactButton : styles.contactLink;
  return (
    <span className={size === 'large' ? styles.contactBar : styles.contactLinks}>
      <a
        className={className}
        href={telHref(phone, countryCode)}
        aria-label={`Call ${name} on +${countryCode} ${phone}`}
      >
        {size === 'large' ? `Call +${countryCode} ${phone}` : `+${countryCode} ${phone}`}
      </a>
      <a
        className={`${className} ${styles.whatsApp}`}
        href={whatsAppHref(phone, name, countryCode)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp ${name}`}
      >
        WhatsApp
      </a>
      {email ? (
        <a className={className} href={`mailto:${email}`} aria-label={`Email ${name} at ${email}`}>
          {size === 'large' ? `Email ${email}` : email}
        </a>
      ) : null}
    </span>
  );
}
