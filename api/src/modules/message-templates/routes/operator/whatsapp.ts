import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  WhatsAppComposeSchema,
  WhatsAppSendBodySchema,
  WhatsAppSendResultSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { operatorRoute } from '../../../../shared/operator-route';
import type { MessageSubject } from '../../message-log.repository';
import type { MessageSender } from '../../message-sender';
import { sendTemplateMessage, whatsAppCompose } from '../../send-message';

const KINDS = [
  { kind: 'booking', path: 'bookings', what: 'a booking' },
  { kind: 'lead', path: 'leads', what: 'an enquiry' },
] as const;

/** "Send on WhatsApp" on a booking and on a lead (staff): what can be sent, and sending it (logged). */
async function whatsAppRoutes(app: App, options: { sender: MessageSender }): Promise<void> {
  for (const { kind, path, what } of KINDS) {
    const subjectOf = (id: string): MessageSubject => ({ kind, id });

    app.get(
      `/api/operator/${path}/:id/whatsapp`,
      operatorRoute('staff', {
        summary: `The number, template values, templates and messages sent (newest first) of ${what}`,
        params: IdParamsSchema,
        response: { 200: Envelope(WhatsAppComposeSchema), 404: ApiErrorSchema },
      }),
      async (request) => ({
        success: true,
        data: await whatsAppCompose(app.db, subjectOf(request.params.id)),
      }),
    );

    app.post(
      `/api/operator/${path}/:id/whatsapp`,
      operatorRoute('staff', {
        summary: `Fill a template for ${what}, log it, and answer the text and the WhatsApp link to open`,
        params: IdParamsSchema,
        body: WhatsAppSendBodySchema,
        response: { 201: Envelope(WhatsAppSendResultSchema), 404: ApiErrorSchema, 422: ApiErrorSchema },
      }),
      async (request, reply) => {
        const sent = await sendTemplateMessage(app.db, options.sender, {
          staffId: request.staff!.id,
          subject: subjectOf(request.params.id),
          template: request.body.template,
          pickup: request.body.pickup,
        });
        return reply.code(201).send({
          success: true,
          data: { text: sent.text, url: sent.url, channel: sent.message.channel, message: sent.message },
        });
      },
    );
  }
}

export const whatsAppRoutesPlugin = fp(whatsAppRoutes, {
  name: 'routes-operator-whatsapp',
  dependencies: ['database', 'operator-auth'],
});
