import { useId, useRef, useState, type FormEvent } from 'react';
import { serverMessage, updateMessageTemplate } from '@trippy/api-client';
import type { MessageTemplate } from '@trippy/contracts';
import {
  MESSAGE_TEMPLATES,
  OFFICE_PHONE,
  PLACEHOLDER_HINTS,
  TEMPLATE_BODY_MAX,
  composeMessage,
  templateBodyError,
  type TemplateValues,
} from '@trippy/domain';
import { backOfficeStyles as ui, toast } from '@trippy/ui';
import styles from './message-templates.module.css';

/** What the preview fills a template with: a booking (or an enquiry) as one looks. */
const SAMPLE: Record<MessageTemplate['audience'], TemplateValues> = {
  booking: {
    name: 'Meera',
    trip: 'Kedarnath Yatra',
    date: '2026-05-12',
    reference: 'TH-26-00042',
    travellers: 2,
    amountDue: 1_500_000,
    dueDate: '2026-04-21',
    refund: 700_000,
    reason: 'Landslide near Sonprayag',
    pickup: 'ISBT Dehradun, 5:30 am',
    officePhone: OFFICE_PHONE,
  },
  lead: { name: 'Meera', trip: 'the Char Dham Yatra', officePhone: OFFICE_PHONE },
};

interface MessageTemplateFormProps {
  template: MessageTemplate;
  /** The owner edits; staff read. */
  canEdit: boolean;
  onSaved: (template: MessageTemplate) => void;
}

/** One template: its text (placeholders insertable at the cursor), a live preview, and Save for the owner. */
export function MessageTemplateForm({ template, canEdit, onSaved }: MessageTemplateFormProps) {
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const changed = body !== template.body;
  // The same check the server makes, as the owner types: a typo in a placeholder shows at once.
  const shownError = error ?? (changed ? templateBodyError(body, template.audience) : null);

  const insert = (key: string) => {
    const field = area.current;
    const at = field?.selectionStart ?? body.length;
    const end = field?.selectionEnd ?? at;
    setBody(`${body.slice(0, at)}{${key}}${body.slice(end)}`);
    setError(null);
    field?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = templateBodyError(body, template.audience);
    if (found) return setError(found);
    setBusy(true);
    setError(null);
    try {
      const saved = await updateMessageTemplate(template.key, body);
      setBody(saved.body);
      toast.success(`“${saved.label}” saved`);
      onSaved(saved);
    } catch (failure) {
      // The API names what is wrong with the text (a 400 or 422): shown under the field.
      setError(serverMessage(failure) ?? 'The template could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={`Template: ${template.label}`} onSubmit={(event) => void save(event)}>
      <label className={ui.field}>
        Text after the greeting ({body.length}/{TEMPLATE_BODY_MAX})
        <textarea
          ref={area}
          className={ui.control}
          rows={6}
          maxLength={TEMPLATE_BODY_MAX}
          value={body}
          readOnly={!canEdit}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setError(null);
          }}
        />
      </label>
      {shownError ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {shownError}
        </p>
      ) : null}
      <p className={ui.muted}>Placeholders{canEdit ? ' (press one to put it at the cursor)' : ''}:</p>
      <ul className={styles.placeholders} aria-label="Placeholders">
        {template.placeholders.map((key) => (
          <li key={key}>
            {canEdit ? (
              <button type="button" className={styles.placeholder} onClick={() => insert(key)}>
                <code>{`{${key}}`}</code> {PLACEHOLDER_HINTS[key]}
              </button>
            ) : (
              <span className={styles.placeholder}>
                <code>{`{${key}}`}</code> {PLACEHOLDER_HINTS[key]}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className={ui.muted}>Preview with sample values:</p>
      <p className={styles.preview} data-testid="template-preview">
        {composeMessage(body, SAMPLE[template.audience]).text}
      </p>
      {canEdit ? (
        <div className={styles.actions}>
          <button type="submit" className={ui.button} disabled={busy || !changed}>
            {busy ? 'Saving…' : 'Save template'}
          </button>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={busy || body === MESSAGE_TEMPLATES[template.key].defaultBody}
            onClick={() => {
              setBody(MESSAGE_TEMPLATES[template.key].defaultBody);
              setError(null);
            }}
          >
            Use the default text
          </button>
        </div>
      ) : (
        <p className={ui.muted}>Only the owner can change the templates.</p>
      )}
    </form>
  );
}
