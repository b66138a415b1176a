import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { apiErrors, Envelope } from '@trippy/contracts';
import type { App } from '../../../../types';
import { readMailbox } from '../../outbox.repository';
import { HttpError } from '../../../../shared/http-error';
import { fromThisMachine } from '../../../../security/loopback';

const MailSchema = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
});

/**
 * GET /api/dev/mailbox?to= : one recipient's mails from the outbox (demo and tests). Registered only when
 * DEV_MAILBOX is on, and answers only callers on this machine.
 */
async function devMailbox(app: App): Promise<void> {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox: one recipient, loopback callers only (DEV_MAILBOX=true)',
        querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }),
        response: { 200: Envelope(Type.Array(MailSchema)), ...apiErrors(403) },
      },
    },
    async (request) => {
      if (!fromThisMachine(request)) throw new HttpError(403, 'The mailbox answers only on this machine');
      return { success: true, data: await readMailbox(app.db, request.query.to) };
    },
  );
}

export const devMailboxPlugin = fp(devMailbox, { name: 'routes-dev-mailbox', dependencies: ['database'] });
