import { BRAND } from '@trippy/ui';
import styles from './whatsapp-button.module.css';
import { useShellText } from '../messages';

export function WhatsAppButton() {
  const { t } = useShellText();
  const text = encodeURIComponent(t('Hi Trippy Himalaya, I would like to plan a trip.'));
  return (
    <a
      className={styles.button}
      data-floating-control=""
      href={`https://wa.me/${BRAND.whatsappNumber}?text=${text}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('Chat with us on WhatsApp')}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.8 0-1.3.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.1.1.7-.1 1.3Z" />
      </svg>
    </a>
  );
}
