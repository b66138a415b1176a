import type { SentMessage } from '@trippy/contracts';
import ui from './back-office.module.css';
import styles from './whatsapp-panel.module.css';

const WHEN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date);
};

/** "Messages sent": the messages sent from templates about a booking or an enquiry, newest first. */
export function SentMessages({ messages, headingId }: { messages: SentMessage[]; headingId: string }) {
  return (
    <>
      <h3 id={headingId} className={styles.sentTitle}>
        Messages sent
      </h3>
      {messages.length === 0 ? (
        <p className={ui.muted}>No message sent from a template yet.</p>
      ) : (
        <ul className={styles.sent} aria-labelledby={headingId}>
          {messages.map((message) => (
            <li key={message._id} className={styles.sentItem}>
              <strong>{message.templateLabel}</strong> on WhatsApp to +{message.phone}
              <div className={ui.muted}>
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                {message.staff ? ` · by ${message.staff.name}` : ''}
              </div>
              <p className={styles.sentText}>{message.text}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
