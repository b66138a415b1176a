import { useEffect, useRef, useState } from 'react';
import { fetchWhatsAppCompose, type WhatsAppSubject } from '@trippy/api-client';
import type { SentMessage } from '@trippy/contracts';
import { Spinner } from '../spinner';
import { useLoad } from '../use-load';
import { LoadError } from './load-error';
import { SentMessages } from './sent-messages';
import { WhatsAppSendForm } from './whatsapp-send-form';
import ui from './back-office.module.css';
import styles from './whatsapp-panel.module.css';

/** The anchor of the panel: a link to `<record>#whatsapp` scrolls to it. */
export const WHATSAPP_ANCHOR = 'whatsapp';

/**
 * "Send on WhatsApp" on a booking or an enquiry: to whom, a template filled for it, the button that logs it
 * and opens WhatsApp with the text, and the messages sent so far (newest first).
 */
export function WhatsAppPanel({ subject }: { subject: WhatsAppSubject }) {
  const load = useLoad(['whatsapp-compose', subject.kind, subject.id], () => fetchWhatsAppCompose(subject));
  const [sentNow, setSentNow] = useState<SentMessage[]>([]);
  const section = useRef<HTMLElement>(null);
  const ready = load.status === 'loaded';
  useEffect(() => {
    if (ready && window.location.hash === `#${WHATSAPP_ANCHOR}`) section.current?.scrollIntoView?.();
  }, [ready]);

  const headingId = `${WHATSAPP_ANCHOR}-title`;
  return (
    <section ref={section} id={WHATSAPP_ANCHOR} className={ui.card} aria-labelledby={headingId}>
      <h2 id={headingId}>Send on WhatsApp</h2>
      {load.status === 'error' ? (
        <LoadError error={load.error} fallback="The messages could not be loaded." onRetry={load.reload} />
      ) : load.status === 'loading' ? (
        <Spinner label="Loading the messages" inline />
      ) : (
        <>
          <p className={styles.to}>
            To <strong>{load.data.to.name}</strong> on +{load.data.to.countryCode} {load.data.to.phone}
          </p>
          <WhatsAppSendForm
            subject={subject}
            compose={load.data}
            onSent={(result) => setSentNow((before) => [result.message, ...before])}
          />
          <SentMessages
            messages={[
              ...sentNow,
              ...load.data.sent.filter((old) => !sentNow.some((n) => n._id === old._id)),
            ]}
            headingId={`${WHATSAPP_ANCHOR}-sent`}
          />
        </>
      )}
    </section>
  );
}
