import { useState, type FormEvent } from 'react';
import { errorMessage, sendWhatsApp, type WhatsAppSubject } from '@trippy/api-client';
import type { WhatsAppCompose, WhatsAppSendResult } from '@trippy/contracts';
import { composeMessage, missingValuesError, whatsappNumber } from '@trippy/domain';
import { FormFailure } from '../form/form-failure';
import { toast } from '../toast';
import ui from './back-office.module.css';
import styles from './whatsapp-panel.module.css';

const PICKUP_MAX = 200;

interface WhatsAppSendFormProps {
  subject: WhatsAppSubject;
  compose: WhatsAppCompose;
  onSent: (result: WhatsAppSendResult) => void;
}

/**
 * Choose a template, see the message as it will read (filled here with the values the server gave, the
 * same fill the server does), then send: the server logs it and answers the wa.me link, opened in a new tab.
 */
export function WhatsAppSendForm({ subject, compose, onSent }: WhatsAppSendFormProps) {
  const [key, setKey] = useState<string>(compose.templates[0]?.key ?? '');
  const [pickup, setPickup] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const template = compose.templates.find((candidate) => candidate.key === key);
  if (!template) return <p className={ui.muted}>There is no message template for this yet.</p>;

  const needsPickup = template.body.includes('{pickup}');
  const { text, missing } = composeMessage(template.body, { ...compose.values, pickup });
  const problem =
    missingValuesError(missing, compose.audience) ??
    (whatsappNumber(compose.to.phone, compose.to.countryCode)
      ? null
      : `The number ${compose.to.phone || '(none)'} cannot be used on WhatsApp.`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || problem) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await sendWhatsApp(subject, {
        template: template.key,
        ...(needsPickup ? { pickup: pickup.trim() } : {}),
      });
      if (result.url) {
        window.open(result.url, '_blank', 'noopener');
        setOpened(result.url);
      }
      toast.success(result.url ? 'WhatsApp opened with the message: press Send there' : 'Message sent');
      onSent(result);
    } catch (error) {
      setFailure(errorMessage(error, 'The message could not be sent.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="Send on WhatsApp" onSubmit={(event) => void submit(event)}>
      <label className={ui.field}>
        Message
        <select
          className={ui.control}
          value={template.key}
          onChange={(event) => {
            setKey(event.target.value);
            setFailure(null);
          }}
        >
          {compose.templates.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {needsPickup ? (
        <label className={ui.field}>
          Pickup place and time
          <input
            className={ui.control}
            value={pickup}
            maxLength={PICKUP_MAX}
            placeholder="ISBT Dehradun, 5:30 am"
            onChange={(event) => setPickup(event.target.value)}
          />
        </label>
      ) : null}
      <p className={ui.muted}>The message as it will read:</p>
      <p className={styles.preview} data-testid="whatsapp-preview">
        {text}
      </p>
      {problem ? <p className={styles.hint}>{problem}</p> : null}
      <FormFailure message={failure} className={ui.error} />
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={busy || problem !== null}>
          {busy ? 'Opening WhatsApp…' : 'Send on WhatsApp'}
        </button>
        {opened ? (
          <a className={ui.link} href={opened} target="_blank" rel="noopener noreferrer">
            Open WhatsApp again
          </a>
        ) : null}
      </div>
    </form>
  );
}
