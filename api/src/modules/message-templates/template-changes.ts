import {
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  PLACEHOLDERS_FOR,
  ruleViolated,
  templateBodyError,
  type MessageTemplateKey,
} from '@trippy/domain';
import type { MessageTemplate } from '@trippy/contracts';
import type { Db, DbOrTx } from '../../db/schema';
import { iso } from '../../db/ids';
import { recordAudit } from '../staff/audit.repository';
import { findStoredTemplate, listStoredTemplates, saveTemplate } from './message-templates.repository';

/** Every template in the fixed order, the stored text or (row missing) the default. */
export async function listTemplates(db: DbOrTx): Promise<MessageTemplate[]> {
  const stored = new Map((await listStoredTemplates(db)).map((row) => [row.key, row]));
  return MESSAGE_TEMPLATE_KEYS.map((key) => {
    const definition = MESSAGE_TEMPLATES[key];
    const row = stored.get(key);
    const saved = row?.updated_by ? row : undefined;
    return {
      key,
      label: definition.label,
      audience: definition.audience,
      body: row?.body ?? definition.defaultBody,
      placeholders: [...PLACEHOLDERS_FOR[definition.audience]],
      updatedAt: saved ? iso(saved.updated_at) : null,
      updatedBy: saved?.updated_by ? { _id: saved.updated_by, name: saved.updated_by_name ?? '' } : null,
    };
  });
}

/** Line breaks as the database keeps them (a browser's textarea may send CRLF), ends trimmed. */
const normalised = (body: string) => body.replace(/\r\n?/g, '\n').trim();

/**
 * Saves a template's text, audited with the text before and after. 422 when a placeholder does not exist
 * (a typo), cannot be filled for the template's audience, or a brace is left open. Saving the same text
 * writes nothing.
 */
export function updateTemplate(
  db: Db,
  staffId: string,
  key: MessageTemplateKey,
  text: string,
): Promise<void> {
  const body = normalised(text);
  const error = templateBodyError(body, MESSAGE_TEMPLATES[key].audience);
  if (error) throw ruleViolated(error);
  return db.transaction().execute(async (tx) => {
    const before = (await findStoredTemplate(tx, key, true))?.body ?? MESSAGE_TEMPLATES[key].defaultBody;
    if (before === body) return;
    await saveTemplate(tx, key, body, staffId);
    await recordAudit(tx, {
      staffId,
      action: 'message-template.updated',
      entityType: 'message-template',
      entityId: key,
      before: { template: key, body: before },
      after: { template: key, body },
    });
  });
}
