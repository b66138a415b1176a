import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTx } from '../db/schema';
import { newId } from '../db/ids';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Least time between two codes of one purpose for one customer (resends). */
export const OTP_RESEND_WAIT_SECONDS = 30;
export type OtpPurpose = 'verify' | 'login';

/** Six digits from a CSPRNG. */
export const generateCode = (): string => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

export const hashCode = (code: string, pepper: string): string =>
  crypto.createHmac('sha256', pepper).update(code).digest('hex');

/** Stores a new hashed code (superseding older unused ones) and returns the plain code for the outbox mail. */
export async function issueOtp(
  tx: DbOrTx,
  customerId: string,
  purpose: OtpPurpose,
  pepper: string,
): Promise<{ code: string; expiresAt: Date }> {
  const code = generateCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  await tx
    .updateTable('otp_codes')
    .set({ used_at: new Date() })
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await tx
    .insertInto('otp_codes')
    .values({
      id: newId(),
      customer_id: customerId,
      purpose,
      code_hash: hashCode(code, pepper),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { code, expiresAt };
}

/**
 * Seconds the customer must still wait before a new code of the purpose may be issued (0 when allowed),
 * measured on the database clock from the newest code, used or not.
 */
export async function secondsBeforeResend(
  tx: DbOrTx,
  customerId: string,
  purpose: OtpPurpose,
): Promise<number> {
  const row = await tx
    .selectFrom('otp_codes')
    .select(sql<number>`extract(epoch from (clock_timestamp() - max(created_at)))::float8`.as('elapsed'))
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  const elapsed = row?.elapsed;
  if (elapsed === null || elapsed === undefined) return 0;
  const left = Math.ceil(OTP_RESEND_WAIT_SECONDS - Number(elapsed));
  return Math.min(OTP_RESEND_WAIT_SECONDS, Math.max(0, left));
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks a code against the customer's latest one for the purpose: single use, 10-minute expiry,
 * locked after 5 wrong tries.
 */
export async function checkOtp(
  tx: DbOrTx,
  customerId: string,
  purpose: OtpPurpose,
  code: string,
  pepper: string,
): Promise<OtpCheck> {
  const row = await tx
    .selectFrom('otp_codes')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return 'invalid';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  if (new Date(row.expires_at).getTime() < Date.now()) return 'expired';
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(code, pepper), 'hex');
  if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
    await tx.updateTable('otp_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
    return 'ok';
  }
  await tx
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .execute();
  return row.attempts + 1 >= OTP_MAX_ATTEMPTS ? 'locked' : 'invalid';
}

export const OTP_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: 'Invalid code',
  expired: 'This code has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please request a new code.',
};
