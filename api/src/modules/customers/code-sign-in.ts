import { tooManyAttempts } from '@trippy/domain';
import type { FastifyInstance } from 'fastify';
import { checkOtp, type OtpPurpose } from '../sign-in/otp';
import { findSignInAccount, markEmailVerified, type CustomerRow } from './customers.repository';
import { clearSignIn, signInKeys, throttleKey } from '../sign-in/auth-throttle.repository';
import { attemptCode } from '../sign-in/code-attempt';
import { alertCustomerAfterFailure } from './sign-in-alert';

/**
 * Checks a mailed code for the account of `identifier`: the attempt counts against the account's code
 * counters first (per source address and per account, apart from wrong passwords; 429 while a delay runs),
 * and a right code proves the address, so the email becomes verified. Unknown accounts go through the same
 * steps and get undefined, like a wrong code.
 */
export async function signInWithCode(
  app: FastifyInstance,
  identifier: string,
  purpose: Extract<OtpPurpose, 'verify' | 'login'>,
  code: string,
  sourceAddress: string,
): Promise<CustomerRow | undefined> {
  const account = await findSignInAccount(app.db, identifier);
  const customerId = account.known ? account.id : undefined;
  const keys = signInKeys('code', throttleKey(customerId, identifier), sourceAddress);
  const attempt = await attemptCode(app.db, keys, async (tx) => {
    const ok = await checkOtp(tx, account.id, purpose, code, app.config.OTP_PEPPER);
    return ok && customerId ? markEmailVerified(tx, customerId) : undefined;
  });
  if (!attempt.allowed) throw tooManyAttempts(attempt.waitSeconds);
  const verified = attempt.result;
  if (verified) await clearSignIn(app.db, keys);
  else alertCustomerAfterFailure(app, customerId, 'code', attempt.accountFailures);
  return verified;
}
