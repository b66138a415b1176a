import { msg } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { checkCode, issueSixDigitCode } from './one-time-codes.repository';

export { OTP_TTL_MS } from './one-time-codes.repository';
export type OtpPurpose = 'verify' | 'login' | 'email-change';

/** Stores a new hashed code (superseding older unused ones) and returns the plain code for the outbox mail. */
export function issueOtp(
  tx: DbOrTx,
  customerId: string,
  purpose: OtpPurpose,
  pepper: string,
): Promise<{ code: string; expiresAt: Date }> {
  return issueSixDigitCode(tx, 'otp_codes', customerId, purpose, pepper);
}

/** Checks a code against the customer's latest unused one for the purpose (see checkCode). */
export function checkOtp(
  tx: DbOrTx,
  customerId: string,
  purpose: OtpPurpose,
  code: string,
  pepper: string,
): Promise<boolean> {
  return checkCode(tx, 'otp_codes', customerId, purpose, code, pepper);
}

/** One answer for a wrong, expired or used-up code, for real and unknown accounts alike. */
export const INVALID_CODE = msg('Invalid or expired code. Please check it or request a new one.');
