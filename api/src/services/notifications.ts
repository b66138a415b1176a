import type { Notification } from '@trippy/contracts';
import type { DbOrTx } from '../db/schema';
import { iso, newId } from '../db/ids';

/** Stores a notification (inside the caller's transaction); push it after commit. */
export async function insertNotification(
  db: DbOrTx,
  customerId: string,
  message: string,
): Promise<Notification> {
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
