import crypto from 'node:crypto';
import type { DbOrTx } from '../db/schema';
import { newId } from '../db/ids';
import { generateCode, hashCode, judgeCode, OTP_TTL_MS } from './otp';

/** An invitation link is valid for 72 hours, once. */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

async function storeCode(
  tx: DbOrTx,
  staffId: string,
  purpose: 'login' | 'invite',
  codeHash: string,
  ttlMs: number,
): Promise<void> {
  // A new code or invitation supersedes the older unused ones.
  await tx
    .updateTable('staff_codes')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await tx
    .insertInto('staff_codes')
    .values({
      id: newId(),
      staff_id: staffId,
      purpose,
      code_hash: codeHash,
      expires_at: new Date(Date.now() + ttlMs),
      used_at: null,
    })
    .execute();
}

/** A new 6-digit sign-in code (10 minutes, 5 tries), stored hashed; returns the plain code for the mail. */
export async function issueStaffLoginCode(tx: DbOrTx, staffId: string, pepper: string): Promise<string> {
  const code = generateCode();
  await storeCode(tx, staffId, 'login', hashCode(code, pepper), OTP_TTL_MS);
  return code;
}

/**
 * Checks a sign-in code against the member's latest unused one (row locked: concurrent guesses are counted one
 * after another). Single use, 10 minutes, dead at the 5th wrong try. `staffId` may be made up: same queries.
 */
export async function checkStaffLoginCode(
  tx: DbOrTx,
  staffId: string,
  code: string,
  pepper: string,
): Promise<boolean> {
  const row = await tx
    .selectFrom('staff_codes')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('purpose', '=', 'login')
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  const verdict = judgeCode(row, code, pepper);
  if (!row || verdict === 'none') return false;
  if (verdict === 'accepted') {
    await tx.updateTable('staff_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
    return true;
  }
  await tx
    .updateTable('staff_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .execute();
  return false;
}

/** A new invitation token (32 random bytes, base64url) stored hashed; returns the plain token for the link. */
export async function issueInviteToken(tx: DbOrTx, staffId: string, pepper: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await storeCode(tx, staffId, 'invite', hashCode(token, pepper), INVITE_TTL_MS);
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
