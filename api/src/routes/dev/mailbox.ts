import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { Envelope } from '@trippy/contracts';
import type { App } from '../../types';
import { readMailbox } from '../../services/outbox';

const MailSchema = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
});

/** GET /api/dev/mailbox?to= : the outbox as a development mailbox. Registered only outside production. */
async function devMailbox(app: App): Promise<void> {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (not in production)',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: { 200: Envelope(Type.Array(MailSchema)) },
      },
    },
    async (request) => ({ success: true, data: await readMailbox(app.db, request.query.to) }),
  );
}

export const devMailboxPlugin = fp(devMailbox, { name: 'routes-dev-mailbox', dependencies: ['database'] });
