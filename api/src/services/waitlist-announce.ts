import type { FastifyInstance } from 'fastify';
import type { WaitlistNotice } from './waitlist-offers';

/**
 * After commit: each waitlist notice is pushed to the customer's open pages and its mail sent now (the
 * outbox sweep retries what fails). Failures never fail the request that freed the seats.
 */
export async function announceWaitlist(app: FastifyInstance, notices: WaitlistNotice[] = []): Promise<void> {
  if (notices.length === 0) return;
  for (const notice of notices) app.realtime.notify(notice.customerId, notice.notification);
  const mailIds = notices.flatMap((notice) => (notice.mailId ? [notice.mailId] : []));
  if (mailIds.length > 0)
    await app.mailer
      .deliver(mailIds)
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, 'waitlist mail delivery failed'));
}
