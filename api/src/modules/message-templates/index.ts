import fp from 'fastify-plugin';
import type { App } from '../../types';
import { messageSenderFor } from './message-sender';
import { messageTemplateRoutesPlugin } from './routes/operator/message-templates';
import { whatsAppRoutesPlugin } from './routes/operator/whatsapp';

/**
 * Messages from templates: the texts staff edit, and WhatsApp messages sent from them about a booking or a
 * lead (logged on it), through the sender WHATSAPP_SENDER names. The balance reminder and departure-cancelled
 * mails read the same texts (templateBody in ./message-templates.repository).
 */
async function messageTemplatesModule(app: App): Promise<void> {
  await app.register(messageTemplateRoutesPlugin);
  await app.register(whatsAppRoutesPlugin, { sender: messageSenderFor(app.config.WHATSAPP_SENDER) });
}

export const messageTemplatesModulePlugin = fp(messageTemplatesModule, {
  name: 'module-message-templates',
  dependencies: ['database', 'operator-routes'],
});
