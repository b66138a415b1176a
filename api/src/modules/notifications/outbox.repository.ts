import { sql, type Selectable } from 'kysely';
import type { Database, Db, DbOrTx } from '../../db/schema';
import { iso, newId } from '../../db/ids';

export interface OutgoingMail {
  kind:
    | 'otp'
    | 'account-exists'
    | 'phone-taken'
    | 'booking-confirmation'
    | 'booking-cancelled'
    // The back office's: an invitation to staff, a new enquiry for the operator, a message to a traveller.
    | 'staff-invite'
    | 'lead-new'
    | 'operator-message'
    // Bookings handled in the back office (to the customer), and a new booking (to the operator).
    | 'booking-payment'
    | 'booking-confirmed'
    | 'booking-new'
    // Issue #15: a waitlist offer, a balance reminder.
    | 'waitlist-offer'
    | 'balance-reminder'
    // Issue #15: a batch change, a departure the operator cancelled.
    | 'booking-batch-changed'
    | 'departure-cancelled'
    // Issue #39: the owner of an account (or a staff member) told of repeated failed sign-ins.
    | 'sign-in-alert'
    // Issue #37: an account staff opened with a booking, and the link to choose its password.
    | 'account-opened';
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

/** How long a claimed mail is reserved for the instance sending it; after a crash another one takes it. */
export const OUTBOX_LEASE_SECONDS = 60;
/** Tries before a mail is marked failed (waits 30 s, 1, 2, 4 ... minutes between, up to an hour). */
export const OUTBOX_MAX_ATTEMPTS = 8;
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export type OutboxRow = Selectable<Database['outbox']>;

/**
 * Claims due pending mails (the given ids, or any due ones) for this instance: rows another instance holds
 * are skipped (SKIP LOCKED) and the claim is a lease, so one instance at a time sends a mail and a crashed
 * instance's mails are sent by another once the lease runs out.
 */
export async function claimDueMail(db: Db, limit: number, ids?: string[]): Promise<OutboxRow[]> {
  if (ids && ids.length === 0) return [];
  return db.transaction().execute(async (tx) => {
    let due = tx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', sql<Date>`clock_timestamp()`)
      .where((eb) =>
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`clock_timestamp()`)]),
      )
      .orderBy('created_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    if (ids) due = due.where('id', 'in', ids);
    const rows = await due.execute();
    if (rows.length === 0) return [];
    return tx
      .updateTable('outbox')
      .set({ locked_until: sql<Date>`clock_timestamp() + make_interval(secs => ${OUTBOX_LEASE_SECONDS})` })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

export async function markMailDone(db: DbOrTx, id: string, status: 'sent' | 'dev'): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status, sent_at: status === 'sent' ? new Date() : null, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** A failed try: the next one waits longer; after the last the mail is marked failed for the operator. */
export async function markMailFailed(db: DbOrTx, row: OutboxRow, error: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  await db
    .updateTable('outbox')
    .set({
      attempts,
      last_error: String(error).slice(0, 500),
      locked_until: null,
      status: attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'pending',
      next_attempt_at: sql<Date>`clock_timestamp() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
    })
    .where('id', '=', row.id)
    .execute();
}
