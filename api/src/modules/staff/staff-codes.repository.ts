import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/schema';
import { checkCode, hashCode, issueSixDigitCode, storeCode } from '../sign-in/one-time-codes.repository';

/** An invitation link is valid for 72 hours, once. */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** A new 6-digit sign-in code (10 minutes, 5 tries), stored hashed; returns the plain code for the mail. */
export async function issueStaffLoginCode(tx: DbOrTx, staffId: string, pepper: string): Promise<string> {
  return (await issueSixDigitCode(tx, 'staff_codes', staffId, 'login', pepper)).code;
}

/** Checks a sign-in code against the member's latest unused one (see checkCode). */
export function checkStaffLoginCode(
  tx: DbOrTx,
  staffId: string,
  code: string,
  pepper: string,
): Promise<boolean> {
  return checkCode(tx, 'staff_codes', staffId, 'login', code, pepper);
}

/** A new invitation token (32 random bytes, base64url) stored hashed; returns the plain token for the link. */
export async function issueInviteToken(tx: DbOrTx, staffId: string, pepper: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await storeCode(tx, 'staff_codes', staffId, 'invite', hashCode(token, pepper), INVITE_TTL_MS);
  return token;
}

/** Uses up a valid invitation (unused, unexpired) and returns its member's id; undefined otherwise. */
export async function consumeInviteToken(
  tx: DbOrTx,
  token: string,
  pepper: string,
): Promise<string | undefined> {
  const row = await tx
    .selectFrom('staff_codes')
    .select(['id', 'staff_id', 'expires_at'])
    .where('purpose', '=', 'invite')
    .where('code_hash', '=', hashCode(token, pepper))
    .where('used_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() < Date.now()) return undefined;
  await tx.updateTable('staff_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
  return row.staff_id;
}
