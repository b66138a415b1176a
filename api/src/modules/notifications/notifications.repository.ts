import type { Notification } from '@trippy/contracts';
import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/schema';
import { iso, newId } from '../../db/ids';
import { customerLanguage, type CustomerText } from './customer-language';

/**
 * Stores a notification (inside the caller's transaction), written in the customer's language; push it after
 * commit.
 */
export async function insertNotification(
  db: DbOrTx,
  customerId: string,
  text: CustomerText,
): Promise<Notification> {
  const customer = await db
    .selectFrom('customers')
    .select('locale')
    .where('id', '=', customerId)
    .executeTakeFirst();
  const message = text(customerLanguage(customer?.locale === 'hi' ? 'hi' : 'en'));
  const row = await db
    .insertInto('notifications')
    .values({ id: newId(), customer_id: customerId, message })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNotification(row);
}

export function toNotification(row: {
  id: string;
  message: string;
  read: boolean;
  created_at: Date | string;
}): Notification {
  return { _id: row.id, message: row.message, read: row.read, createdAt: iso(row.created_at) };
}

/** The customer's latest notifications, newest first. */
export async function listNotifications(
  db: DbOrTx,
  customerId: string,
  limit: number,
): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

/** Marks every unread notification of the customer read; returns how many changed. */
export async function markAllNotificationsRead(db: DbOrTx, customerId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read: true })
    .where('customer_id', '=', customerId)
    .where('read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/** Marks one of the customer's notifications read; undefined when the customer has none with that id. */
export async function markNotificationRead(
  db: DbOrTx,
  customerId: string,
  id: string,
): Promise<Notification | undefined> {
  const row = await db
    .updateTable('notifications')
    .set({ read: true })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  return row && toNotification(row);
}

export async function markNotificationPushed(db: DbOrTx, id: string): Promise<void> {
  await db.updateTable('notifications').set({ pushed_at: new Date() }).where('id', '=', id).execute();
}

/**
 * Pushes stored notifications that were never pushed (the instance died between commit and push), giving
 * them 10 s for the normal path first. Rows another instance is pushing are skipped.
 */
export async function claimUnpushedNotifications(
  db: Db,
  limit: number,
  push: (customerId: string, notification: Notification) => void,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('notifications')
      .selectAll()
      .where('pushed_at', 'is', null)
      .where('created_at', '<', sql<Date>`clock_timestamp() - interval '10 seconds'`)
      .orderBy('created_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return 0;
    for (const row of rows) push(row.customer_id, toNotification(row));
    await tx
      .updateTable('notifications')
      .set({ pushed_at: new Date() })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.length;
  });
}
