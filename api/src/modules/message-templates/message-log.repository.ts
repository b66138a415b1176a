import type { Database, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';

/** What a message was sent about: a booking or a lead (message_log holds exactly one of the two). */
export type MessageSubject = { kind: 'booking'; id: string } | { kind: 'lead'; id: string };

export interface NewLoggedMessage {
  subject: MessageSubject;
  channel: Database['message_log']['channel'];
  templateKey: string;
  staffId: string;
  phone: string;
  text: string;
}

export interface LoggedMessageRow {
  id: string;
  channel: Database['message_log']['channel'];
  template_key: string;
  phone: string;
  text: string;
  staff_id: string | null;
  staff_name: string | null;
  created_at: Date | string;
}

/** Logs one message; call it inside the transaction that audits it. */
export async function insertLoggedMessage(db: DbOrTx, message: NewLoggedMessage): Promise<string> {
  const id = newId();
  await db
    .insertInto('message_log')
    .values({
      id,
      channel: message.channel,
      template_key: message.templateKey,
      booking_id: message.subject.kind === 'booking' ? message.subject.id : null,
      lead_id: message.subject.kind === 'lead' ? message.subject.id : null,
      staff_id: message.staffId,
      phone: message.phone,
      text: message.text,
    })
    .execute();
  return id;
}

/** The messages sent about a booking or a lead, newest first, with who sent each (at most `limit`). */
export function listLoggedMessages(
  db: DbOrTx,
  subject: MessageSubject,
  limit = 50,
): Promise<LoggedMessageRow[]> {
  return db
    .selectFrom('message_log as m')
    .leftJoin('staff as s', 's.id', 'm.staff_id')
    .where(subject.kind === 'booking' ? 'm.booking_id' : 'm.lead_id', '=', subject.id)
    .select([
      'm.id',
      'm.channel',
      'm.template_key',
      'm.phone',
      'm.text',
      'm.staff_id',
      's.name as staff_name',
      'm.created_at',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

/** One logged message with who sent it. */
export function findLoggedMessage(db: DbOrTx, id: string): Promise<LoggedMessageRow | undefined> {
  return db
    .selectFrom('message_log as m')
    .leftJoin('staff as s', 's.id', 'm.staff_id')
    .where('m.id', '=', id)
    .select([
      'm.id',
      'm.channel',
      'm.template_key',
      'm.phone',
      'm.text',
      'm.staff_id',
      's.name as staff_name',
      'm.created_at',
    ])
    .executeTakeFirst();
}
