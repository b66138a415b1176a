import { Link } from '@trippy/router';
import { WHATSAPP_ANCHOR } from '@trippy/ui';
import { telHref } from './lead-format';
import styles from './leads.module.css';

interface ContactLinksProps {
  /** The lead: "WhatsApp" opens its message panel (templates, logged), never a fixed greeting. */
  leadId: string;
  name: string;
  phone: string;
  countryCode?: string;
  email?: string;
  /** Larger buttons with words (the detail), or compact links (a row of the list). */
  size?: 'row' | 'large';
  /** The list's query, carried to the detail so its back link returns to the same list (a row's link). */
  listSearch?: string;
}

/** Click-to-call, WhatsApp from a template (the lead's send panel), and email when there is one. */
export function ContactLinks({
  leadId,
  name,
  phone,
  countryCode = '91',
  email,
  size = 'row',
  listSearch = '',
}: ContactLinksProps) {
  const className = size === 'large' ? styles.contactButton : styles.contactLink;
  const whatsAppLabel = `WhatsApp ${name}: choose a message`;
  return (
    <span className={size === 'large' ? styles.contactBar : styles.contactLinks}>
      <a
        className={className}
        href={telHref(phone, countryCode)}
        aria-label={`Call ${name} on +${countryCode} ${phone}`}
      >
        {size === 'large' ? `Call +${countryCode} ${phone}` : `+${countryCode} ${phone}`}
      </a>
      {size === 'large' ? (
        <a
          className={`${className} ${styles.whatsApp}`}
          href={`#${WHATSAPP_ANCHOR}`}
          aria-label={whatsAppLabel}
        >
          WhatsApp
        </a>
      ) : (
        <Link
          className={`${className} ${styles.whatsApp}`}
          to={`/operator/leads/${leadId}#${WHATSAPP_ANCHOR}`}
          state={{ listSearch }}
          aria-label={whatsAppLabel}
        >
          WhatsApp
        </Link>
      )}
      {email ? (
        <a className={className} href={`mailto:${email}`} aria-label={`Email ${name} at ${email}`}>
          {size === 'large' ? `Email ${email}` : email}
        </a>
      ) : null}
    </span>
  );
}
