import type { DbOrTx } from '../db/schema';
import { iso, newId } from '../db/ids';

export interface OutgoingMail {
  kind: 'otp' | 'account-exists' | 'phone-taken' | 'booking-confirmation' | 'booking-cancelled';
  to: string;
  subject: string;
  body: string;
}

/** Writes a mail to the outbox; call it inside the transaction of the event it reports. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const id = newId();
  await db
    .insertInto('outbox')
    .values({ id, kind: mail.kind, recipient: mail.to.toLowerCase(), subject: mail.subject, body: mail.body })
    .execute();
  return id;
}

export interface MailboxEntry {
  _id: string;
  kind: string;
  to: string;
  subject: string;
  body: string;
  status: string;
  createdAt: string;
}

/** The development mailbox: outbox mails, newest first, optionally for one recipient. */
export async function readMailbox(db: DbOrTx, to: string, limit = 50): Promise<MailboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', to.toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    createdAt: iso(row.created_at),
  }));
}
