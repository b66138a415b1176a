import {
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  composeMessage,
  isMessageTemplateKey,
  missingValuesError,
  notFound,
  ruleViolated,
  whatsappNumber,
  type MessageTemplateKey,
} from '@trippy/domain';
import type { SentMessage, WhatsAppCompose } from '@trippy/contracts';
import type { Db, DbOrTx } from '../../db/schema';
import { iso } from '../../db/ids';
import { recordAudit } from '../staff/audit.repository';
import {
  findLoggedMessage,
  insertLoggedMessage,
  listLoggedMessages,
  type LoggedMessageRow,
  type MessageSubject,
} from './message-log.repository';
import { findBookingRecipient, findLeadRecipient } from './message-recipients.repository';
import { templateBody } from './message-templates.repository';
import { bookingRecipient, leadRecipient, type MessageRecipient } from './template-values';
import type { MessageSender } from './message-sender';
import { listTemplates } from './template-changes';

const NOT_FOUND: Record<MessageSubject['kind'], string> = {
  booking: 'Booking not found',
  lead: 'Enquiry not found',
};

/** Who a message about the booking or lead goes to, and its values; 404 when there is no such record. */
async function recipientOf(db: DbOrTx, subject: MessageSubject): Promise<MessageRecipient> {
  if (subject.kind === 'booking') {
    const row = await findBookingRecipient(db, subject.id);
    if (row) return bookingRecipient(row);
  } else {
    const row = await findLeadRecipient(db, subject.id);
    if (row) return leadRecipient(row);
  }
  throw notFound(NOT_FOUND[subject.kind]);
}

export function toSentMessage(row: LoggedMessageRow): SentMessage {
  return {
    _id: row.id,
    channel: row.channel,
    template: row.template_key,
    templateLabel: isMessageTemplateKey(row.template_key)
      ? MESSAGE_TEMPLATES[row.template_key].label
      : row.template_key,
    text: row.text,
    phone: row.phone,
    staff: row.staff_id ? { _id: row.staff_id, name: row.staff_name ?? '' } : null,
    createdAt: iso(row.created_at),
  };
}

/** What the "Send on WhatsApp" panel needs: the number, the values, the templates for it, what was sent. */
export async function whatsAppCompose(db: DbOrTx, subject: MessageSubject): Promise<WhatsAppCompose> {
  const recipient = await recipientOf(db, subject);
  const templates = (await listTemplates(db))
    .filter((template) => template.audience === recipient.audience)
    .map(({ key, label, body }) => ({ key, label, body }));
  return {
    audience: recipient.audience,
    to: { name: recipient.name, phone: recipient.phone, countryCode: recipient.countryCode },
    values: recipient.values,
    templates,
    sent: (await listLoggedMessages(db, subject)).map(toSentMessage),
  };
}

export interface SendRequest {
  staffId: string;
  subject: MessageSubject;
  template: MessageTemplateKey;
  /** Typed by staff for a template with {pickup}. */
  pickup?: string;
}

/**
 * Sends a template about a booking or lead through the configured sender: filled from the record (422 when
 * the template is for the other kind of record, a value it needs is missing, or the number cannot be used
 * on WhatsApp), then logged on the record and audited in one transaction. Answers the text, the link to
 * open (click-to-chat) and the logged message.
 */
export async function sendTemplateMessage(
  db: Db,
  sender: MessageSender,
  request: SendRequest,
): Promise<{ text: string; url: string | null; message: SentMessage }> {
  const { subject, template, staffId } = request;
  const recipient = await recipientOf(db, subject);
  const definition = MESSAGE_TEMPLATES[template];
  if (definition.audience !== recipient.audience) {
    const fitting = MESSAGE_TEMPLATE_KEYS.filter(
      (key) => MESSAGE_TEMPLATES[key].audience === recipient.audience,
    )
      .map((key) => MESSAGE_TEMPLATES[key].label)
      .join(', ');
    throw ruleViolated(
      `“${definition.label}” is not a message for ${subject.kind === 'lead' ? 'an enquiry' : 'a booking'}: use ${fitting}`,
    );
  }
  const body = await templateBody(db, template);
  const { text, missing } = composeMessage(body, { ...recipient.values, pickup: request.pickup });
  const missingError = missingValuesError(missing, recipient.audience);
  if (missingError) throw ruleViolated(missingError);
  const number = whatsappNumber(recipient.phone, recipient.countryCode);
  if (!number)
    throw ruleViolated(
      `The number ${recipient.phone || '(none)'} cannot be used on WhatsApp: correct it first`,
    );

  const receipt = await sender.send({ phone: recipient.phone, countryCode: recipient.countryCode, text });
  const id = await db.transaction().execute(async (tx) => {
    const messageId = await insertLoggedMessage(tx, {
      subject,
      channel: receipt.channel,
      templateKey: template,
      staffId,
      phone: number,
      text,
    });
    await recordAudit(tx, {
      staffId,
      action: 'whatsapp.sent',
      entityType: subject.kind,
      entityId: subject.id,
      after: { template, channel: receipt.channel },
    });
    return messageId;
  });
  const logged = await findLoggedMessage(db, id);
  return { text, url: receipt.url, message: toSentMessage(logged!) };
}
