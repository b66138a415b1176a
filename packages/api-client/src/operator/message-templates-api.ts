import type {
  MessageTemplate,
  WhatsAppCompose,
  WhatsAppSendBody,
  WhatsAppSendResult,
} from '@trippy/contracts';
import { operatorHttp } from './operator-http';

/** What a WhatsApp message is about: a booking or an enquiry (lead). */
export interface WhatsAppSubject {
  kind: 'booking' | 'lead';
  id: string;
}

const whatsAppUrl = ({ kind, id }: WhatsAppSubject) =>
  `/api/operator/${kind === 'booking' ? 'bookings' : 'leads'}/${encodeURIComponent(id)}/whatsapp`;

/** The message templates (staff read them; the owner edits them). */
export function fetchMessageTemplates(): Promise<MessageTemplate[]> {
  return operatorHttp.get<MessageTemplate[]>('/api/operator/message-templates');
}

/** Saves a template's text (owner); a 422 names a placeholder that does not exist or fit. */
export function updateMessageTemplate(key: MessageTemplate['key'], body: string): Promise<MessageTemplate> {
  return operatorHttp.put<MessageTemplate>(`/api/operator/message-templates/${encodeURIComponent(key)}`, {
    body,
  });
}

/** The number, values, templates and messages sent of a booking or lead. */
export function fetchWhatsAppCompose(subject: WhatsAppSubject): Promise<WhatsAppCompose> {
  return operatorHttp.get<WhatsAppCompose>(whatsAppUrl(subject));
}

/** Fills and logs a template for the booking or lead; answers the text and the wa.me link to open. */
export function sendWhatsApp(subject: WhatsAppSubject, body: WhatsAppSendBody): Promise<WhatsAppSendResult> {
  return operatorHttp.post<WhatsAppSendResult>(whatsAppUrl(subject), body);
}
