import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../types';

const RETRY_EVERY_MS = 30_000;

/** `json:` (test transport) or an smtp(s):// URL. */
function createTransport(url: string): Transporter {
  return url === 'json:'
    ? nodemailer.createTransport({ jsonTransport: true })
    : nodemailer.createTransport(url);
}

/**
 * Delivers outbox mails with nodemailer when SMTP_URL is set. Without SMTP, mails stay in the outbox as the
 * development mailbox (status `dev`), readable at /api/dev/mailbox outside production.
 */
async function mailer(app: FastifyInstance): Promise<void> {
  const transport = app.config.SMTP_URL ? createTransport(app.config.SMTP_URL) : undefined;

  const deliver: Mailer['deliver'] = async (ids) => {
    const result: Record<string, boolean> = {};
    if (ids.length === 0) return result;
    const rows = await app.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
    for (const row of rows) {
      if (!transport) {
        await app.db.updateTable('outbox').set({ status: 'dev' }).where('id', '=', row.id).execute();
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
        await app.db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: new Date() })
          .where('id', '=', row.id)
          .execute();
        result[row.id] = true;
      } catch (error) {
        app.log.warn({ err: error, outboxId: row.id }, 'mail delivery failed');
        await app.db
          .updateTable('outbox')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error).slice(0, 500) }))
          .where('id', '=', row.id)
          .execute();
        result[row.id] = false;
      }
    }
    return result;
  };

  app.decorate('mailer', { deliver, smtpConfigured: Boolean(transport) });

  if (transport) {
    // Retry mails left pending by a failure or a crash between commit and delivery.
    const timer = setInterval(() => {
      void app.db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('attempts', '<', 5)
        .limit(20)
        .execute()
        .then((rows) => deliver(rows.map((row) => row.id)))
        .catch((error: unknown) => app.log.warn({ err: error }, 'outbox retry failed'));
    }, RETRY_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      transport.close();
    });
  }
}

export const mailerPlugin = fp(mailer, { name: 'mailer', dependencies: ['config', 'database'] });
