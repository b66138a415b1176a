import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  MessageTemplateListSchema,
  MessageTemplateParamsSchema,
  MessageTemplateSchema,
  MessageTemplateUpdateBodySchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { operatorRoute } from '../../../../shared/operator-route';
import { listTemplates, updateTemplate } from '../../template-changes';

/** The texts of the messages staff send (WhatsApp, and the main text of two mails): read by staff, edited by the owner. */
async function messageTemplateRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/message-templates',
    operatorRoute('staff', {
      summary: 'The message templates with their placeholders, in a fixed order',
      response: { 200: Envelope(MessageTemplateListSchema) },
    }),
    async () => ({ success: true, data: await listTemplates(app.db) }),
  );

  app.put(
    '/api/operator/message-templates/:key',
    operatorRoute('owner', {
      summary: "Change a template's text (a placeholder that does not exist or does not fit is refused)",
      params: MessageTemplateParamsSchema,
      body: MessageTemplateUpdateBodySchema,
      response: { 200: Envelope(MessageTemplateSchema), 422: ApiErrorSchema },
    }),
    async (request) => {
      const { key } = request.params;
      await updateTemplate(app.db, request.staff!.id, key, request.body.body);
      const saved = (await listTemplates(app.db)).find((template) => template.key === key)!;
      return { success: true, data: saved, message: 'Template saved' };
    },
  );
}

export const messageTemplateRoutesPlugin = fp(messageTemplateRoutes, {
  name: 'routes-operator-message-templates',
  dependencies: ['database', 'operator-auth'],
});
