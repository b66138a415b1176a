import { useEffect, useState } from 'react';
import { fetchMessageTemplates } from '@trippy/api-client';
import type { MessageTemplate } from '@trippy/contracts';
import { useStaffSession } from '@trippy/session';
import { BackOfficeSection, backOfficeStyles as ui, LoadError, Spinner, useLoad } from '@trippy/ui';
import { MessageTemplateForm } from './message-template-form';

const AUDIENCE = { booking: 'to a booking', lead: 'to an enquiry' } as const;

const WHEN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * "WhatsApp and mail templates" on /operator/messages: the texts of "Send on WhatsApp" (bookings and leads);
 * the balance reminder and departure-cancelled mails take their main text from them too.
 */
export function MessageTemplatesEditor() {
  const load = useLoad(['operator-message-templates'], fetchMessageTemplates);
  const canEdit = useStaffSession((state) => state.staff?.role === 'owner');
  const [templates, setTemplates] = useState<MessageTemplate[] | null>(null);
  const [key, setKey] = useState<string>('');
  useEffect(() => {
    if (load.status === 'loaded') {
      setTemplates(load.data);
      setKey((current) => current || (load.data[0]?.key ?? ''));
    }
  }, [load.status, load.data]);

  const template = templates?.find((candidate) => candidate.key === key);
  return (
    <BackOfficeSection id="message-templates" title="WhatsApp and mail templates">
      <p className={ui.muted}>
        Each message starts with “Namaste” and the name; placeholders such as {'{trip}'} are filled from the
        booking or enquiry when it is sent. The balance reminder and departure cancelled mails use the same
        texts.
      </p>
      {load.status === 'error' ? (
        <LoadError error={load.error} fallback="The templates could not be loaded." onRetry={load.reload} />
      ) : !templates || !template ? (
        <Spinner label="Loading the templates" inline />
      ) : (
        <>
          <label className={ui.field}>
            Template
            <select
              className={ui.control}
              value={template.key}
              onChange={(event) => setKey(event.target.value)}
            >
              {templates.map((option) => (
                <option key={option.key} value={option.key}>
                  {`${option.label} (${AUDIENCE[option.audience]})`}
                </option>
              ))}
            </select>
          </label>
          <p className={ui.muted}>
            {template.updatedAt && template.updatedBy
              ? `Last changed by ${template.updatedBy.name} on ${WHEN.format(new Date(template.updatedAt))}.`
              : 'The default text.'}
          </p>
          <MessageTemplateForm
            key={template.key}
            template={template}
            canEdit={canEdit}
            onSaved={(saved) =>
              setTemplates((list) => list?.map((item) => (item.key === saved.key ? saved : item)) ?? null)
            }
          />
        </>
      )}
    </BackOfficeSection>
  );
}
