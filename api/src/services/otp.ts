import crypto from 'node:crypto';
import type { DbOrTx } from '../db/schema';
import { newId } from '../db/ids';

export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong tries one code survives; the account-wide throttle (auth-throttle-repo) bounds all codes together. */
export const OTP_MAX_ATTEMPTS = 5;
export type OtpPurpose = 'verify' | 'login' | 'email-change';

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
 * Checks a code against the customer's latest unused one for the purpose, inside the caller's transaction:
 * the row is locked, so concurrent guesses are counted one after another; a code is single use, expires
 * after 10 minutes and dies at its 5th wrong try. Every failure looks the same to the caller.
 * `customerId` may be a made-up id (unknown account): the same queries run and the answer is false.
 */
export async function checkOtp(
  tx: DbOrTx,
  customerId: string,
  purpose: OtpPurpose,
  code: string,
  pepper: string,
): Promise<boolean> {
  const row = await tx
    .selectFrom('otp_codes')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  const verdict = judgeCode(row, code, pepper);
  if (!row || verdict === 'none') return false;
  if (verdict === 'accepted') {
    await tx.updateTable('otp_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
    return true;
  }
  await tx
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .execute();
  return false;
}

export interface StoredCode {
  code_hash: string;
  attempts: number;
  expires_at: Date | string;
}

/**
 * Whether `code` opens the newest unused stored code: compared in constant time, and hashed even when there
 * is no row, so a missing code takes as long as a wrong one. 'refused' counts as a wrong try.
 */
export function judgeCode(
  row: StoredCode | undefined,
  code: string,
  pepper: string,
  now: number = Date.now(),
): 'accepted' | 'refused' | 'none' {
  const expected = Buffer.from(row?.code_hash ?? hashCode('no code', pepper), 'hex');
  const actual = Buffer.from(hashCode(code, pepper), 'hex');
  const matches = expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  if (!row) return 'none';
  const usable = row.attempts < OTP_MAX_ATTEMPTS && new Date(row.expires_at).getTime() >= now;
  return usable && matches ? 'accepted' : 'refused';
}

/** One answer for a wrong, expired or used-up code, for real and unknown accounts alike. */
export const INVALID_CODE = 'Invalid or expired code. Please check it or request a new one.';
