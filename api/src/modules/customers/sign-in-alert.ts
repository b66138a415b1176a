import type { FastifyInstance } from 'fastify';
import { enqueueAccountMail } from '../notifications/account-mail';
import { signInAlertMail } from '../notifications/mail-templates';
import { isAlertFailure, PER_ACCOUNT, type SignInChannel } from '../sign-in/auth-throttle.repository';
import { mail } from '../../shared/effects';

/**
 * After a failed password or code: at the alert points (the account's 10th failure in the hour, and the one
 * that reaches its ceiling) the owner is mailed at the account's verified address. The work happens after
 * the answer, for real and unknown accounts alike, so the answer's time says nothing about the account.
 */
export function alertCustomerAfterFailure(
  app: FastifyInstance,
  customerId: string | undefined,
  channel: SignInChannel,
  accountFailures: number,
): void {
  if (!isAlertFailure(accountFailures)) return;
  app.runInBackground('sign-in alert', async () => {
    if (!customerId) return;
    const paused = accountFailures >= PER_ACCOUNT.free;
    const mailId = await enqueueAccountMail(app.db, customerId, 'sign-in-alert', (hello) =>
      signInAlertMail(hello, channel, paused),
    );
    await app.effects.deliver(mail([mailId], { now: true }));
  });
}
