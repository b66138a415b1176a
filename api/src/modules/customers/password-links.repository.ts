import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/schema';
import { setChosenPassword, type CustomerRow } from './customers.repository';
import { newId } from '../../db/ids';
import { hashCode } from '../sign-in/one-time-codes.repository';

/** A link to choose a password is valid for 7 days, once: a pilgrim booked by phone may read mail rarely. */
export const PASSWORD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A new link token (32 random bytes, base64url) stored hashed; the plain token goes only into the mail. */
export async function issuePasswordLink(
  tx: DbOrTx,
  customerId: string,
  pepper: string,
  now: Date,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx
    .insertInto('password_links')
    .values({
      id: newId(),
      customer_id: customerId,
      token_hash: hashCode(token, pepper),
      expires_at: new Date(now.getTime() + PASSWORD_LINK_TTL_MS),
    })
    .execute();
  return token;
}

/** Uses up a valid link (unused, unexpired) and answers its account's id; undefined otherwise. */
export async function consumePasswordLink(
  tx: DbOrTx,
  token: string,
  pepper: string,
  now: Date,
): Promise<string | undefined> {
  const row = await tx
    .selectFrom('password_links')
    .select(['id', 'customer_id', 'expires_at'])
    .where('token_hash', '=', hashCode(token, pepper))
    .where('used_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() < now.getTime()) return undefined;
  await tx.updateTable('password_links').set({ used_at: now }).where('id', '=', row.id).execute();
  return row.customer_id;
}

/** Uses up the link and sets the password its owner chose, in one transaction; undefined for a bad link. */
export function setPasswordWithLink(
  db: Db,
  link: { token: string; pepper: string; now: Date },
  passwordHash: string,
): Promise<CustomerRow | undefined> {
  return db.transaction().execute(async (tx) => {
    const id = await consumePasswordLink(tx, link.token, link.pepper, link.now);
    return id ? setChosenPassword(tx, id, passwordHash) : undefined;
  });
}
