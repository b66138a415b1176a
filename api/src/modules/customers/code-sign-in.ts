import { tooManyAttempts } from '@trippy/domain';
import type { FastifyInstance } from 'fastify';
import { checkOtp, type OtpPurpose } from '../sign-in/otp';
import {
  findActiveCustomerByIdentifier,
  markEmailVerified,
  UNKNOWN_CUSTOMER_ID,
  type CustomerRow,
} from './customers.repository';
import { clearFailures, reserveAttempt, throttleKey } from '../sign-in/auth-throttle.repository';

/**
 * Checks a mailed code for the account of `identifier`: the attempt counts against the account's throttle
 * first (429 while its delay runs), and a right code proves the address, so the email becomes verified.
 * Unknown accounts go through the same steps and get undefined, like a wrong code.
 */
export async function signInWithCode(
  app: FastifyInstance,
  identifier: string,
  purpose: Extract<OtpPurpose, 'verify' | 'login'>,
  code: string,
): Promise<CustomerRow | undefined> {
  const customer = await findActiveCustomerByIdentifier(app.db, identifier);
  const key = throttleKey(customer?.id, identifier);
  const attempt = await reserveAttempt(app.db, key);
  if (!attempt.allowed) throw tooManyAttempts(attempt.waitSeconds);
  const verified = await app.db.transaction().execute(async (tx) => {
    const ok = await checkOtp(tx, customer?.id ?? UNKNOWN_CUSTOMER_ID, purpose, code, app.config.OTP_PEPPER);
    return ok && customer ? markEmailVerified(tx, customer.id) : undefined;
  });
  if (verified) await clearFailures(app.db, key);
  return verified;
}
