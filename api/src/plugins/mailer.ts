import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../types';
import { claimDueMail, markMailDone, markMailFailed } from '../modules/notifications/outbox.repository';
import { claimUnpushedNotifications } from '../modules/notifications/notifications.repository';

/** `json:` (test transport) or an smtp(s):// URL. */
function createTransport(url: string): Transporter {
  return url === 'json:'
    ? nodemailer.createTransport({ jsonTransport: true })
    : nodemailer.createTransport(url);
}

/**
 * Delivers outbox mails with nodemailer when SMTP_URL is set; without SMTP a mail is marked `dev` and stays
 * readable in the demo mailbox. Mails are sent right after their transaction commits and, for whatever a
 * failure or a crash left behind, by a worker every OUTBOX_POLL_MS on every instance: claims are leases taken
 * with SKIP LOCKED, so one instance at a time sends a mail, and failures retry with a growing wait.
 * The same worker pushes stored notifications whose realtime push was lost to a crash.
 */
async function mailer(app: FastifyInstance): Promise<void> {
  const transport = app.config.SMTP_URL ? createTransport(app.config.SMTP_URL) : undefined;

  const deliver: Mailer['deliver'] = async (ids) => {
    const result: Record<string, boolean> = {};
    for (const row of await claimDueMail(app.db, 20, ids)) {
      if (!transport) {
        await markMailDone(app.db, row.id, 'dev');
        result[row.id] = false;
        continue;
      }
      try {
        await transport.sendMail({
          from: app.config.MAIL_FROM,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
        });
        await markMailDone(app.db, row.id, 'sent');
        result[row.id] = true;
      } catch (error) {
        app.log.warn({ err: error, outboxId: row.id }, 'mail delivery failed');
        await markMailFailed(app.db, row, error);
        result[row.id] = false;
      }
    }
    return result;
  };

  app.decorate('mailer', { deliver, smtpConfigured: Boolean(transport) });

  let running: Promise<void> | undefined;
  const sweep = async () => {
    await deliver(undefined);
    await claimUnpushedNotifications(app.db, 50, (customerId, notification) =>
      app.realtime.notify(customerId, notification),
    );
  };
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'outbox sweep failed'))
      .finally(() => (running = undefined));
  }, app.config.OUTBOX_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    transport?.close();
  });
}

export const mailerPlugin = fp(mailer, { name: 'mailer', dependencies: ['config', 'database'] });
