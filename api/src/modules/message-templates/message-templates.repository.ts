import { MESSAGE_TEMPLATES, type MessageTemplateKey } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';

export interface StoredTemplateRow {
  key: string;
  body: string;
  updated_at: Date | string;
  updated_by: string | null;
  updated_by_name: string | null;
}

/** The stored templates with the name of who last saved each (rows of unknown keys are skipped by callers). */
export function listStoredTemplates(db: DbOrTx): Promise<StoredTemplateRow[]> {
  return db
    .selectFrom('message_templates as t')
    .leftJoin('staff as s', 's.id', 't.updated_by')
    .select(['t.key', 't.body', 't.updated_at', 't.updated_by', 's.name as updated_by_name'])
    .execute();
}

/** One stored template, locked for an update when `forUpdate`; undefined when its row is missing. */
export function findStoredTemplate(
  db: DbOrTx,
  key: MessageTemplateKey,
  forUpdate = false,
): Promise<{ key: string; body: string } | undefined> {
  const query = db.selectFrom('message_templates').select(['key', 'body']).where('key', '=', key);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The text a template sends now: the stored one, or its default when the row is missing. */
export async function templateBody(db: DbOrTx, key: MessageTemplateKey): Promise<string> {
  return (await findStoredTemplate(db, key))?.body ?? MESSAGE_TEMPLATES[key].defaultBody;
}

/** Stores a template's new text (inserted when its row was missing), with who saved it and when. */
export async function saveTemplate(
  db: DbOrTx,
  key: MessageTemplateKey,
  body: string,
  staffId: string,
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('message_templates')
    .values({ key, body, updated_at: now, updated_by: staffId })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ body, updated_at: now, updated_by: staffId }),
    )
    .execute();
}
