import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_TEMPLATE_KEYS, TEMPLATE_BODY_MAX, TEMPLATE_PLACEHOLDERS } from '@trippy/domain';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema } from '../common';
import { StaffRefSchema } from './leads';

// Messages from templates: the texts staff edit, and a message sent on WhatsApp about a booking or a lead.

export const MessageTemplateKeySchema = Type.Union(MESSAGE_TEMPLATE_KEYS.map((key) => Type.Literal(key)));
export const MessageAudienceSchema = Type.Union([Type.Literal('booking'), Type.Literal('lead')]);
export const TemplatePlaceholderSchema = Type.Union(TEMPLATE_PLACEHOLDERS.map((key) => Type.Literal(key)));

/**
 * How a message went out. Only WhatsApp click-to-chat so far (WHATSAPP_SENDER=click-to-chat): a wa.me link
 * staff open to send it from their own WhatsApp; a Business API sender would add its own channel.
 */
export const MessageChannelSchema = Type.Union([Type.Literal('whatsapp')]);
export type MessageChannel = Static<typeof MessageChannelSchema>;

/** One template as the editor shows it (GET /api/operator/message-templates, staff). */
export const MessageTemplateSchema = Type.Object({
  key: MessageTemplateKeySchema,
  label: Type.String(),
  audience: MessageAudienceSchema,
  /** The text after the greeting, with placeholders such as {trip}. */
  body: Type.String(),
  /** The placeholders this template may use (an enquiry has no booking values). */
  placeholders: Type.Array(TemplatePlaceholderSchema),
  /** When and by whom it was last saved; null while it is the default text. */
  updatedAt: Nullable(Type.String()),
  updatedBy: Nullable(StaffRefSchema),
});
export type MessageTemplate = Static<typeof MessageTemplateSchema>;

export const MessageTemplateListSchema = Type.Array(MessageTemplateSchema);

export const MessageTemplateParamsSchema = Type.Object({ key: MessageTemplateKeySchema });

/**
 * PUT /api/operator/message-templates/:key (owner): the new text. 422 when it uses a placeholder that does
 * not exist or cannot be filled for its audience, or leaves a brace open (the message says which). Audited.
 */
export const MessageTemplateUpdateBodySchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: TEMPLATE_BODY_MAX }) },
  { additionalProperties: false },
);
export type MessageTemplateUpdateBody = Static<typeof MessageTemplateUpdateBodySchema>;

/** The facts a template is filled with for one booking or lead (raw: paise, YYYY-MM-DD). */
export const TemplateValuesSchema = Type.Object({
  name: Type.Optional(Type.String()),
  trip: Type.Optional(Type.String()),
  date: Type.Optional(DateOnlySchema),
  reference: Type.Optional(Type.String()),
  travellers: Type.Optional(Type.Integer({ minimum: 0 })),
  amountDue: Type.Optional(PaiseSchema),
  dueDate: Type.Optional(DateOnlySchema),
  refund: Type.Optional(PaiseSchema),
  reason: Type.Optional(Type.String()),
  officePhone: Type.Optional(Type.String()),
});

/** A message sent from a template, as the booking's or lead's "Messages sent" lists it. */
export const SentMessageSchema = Type.Object({
  _id: IdSchema,
  channel: MessageChannelSchema,
  template: Type.String(),
  /** The template's label ("Balance reminder"). */
  templateLabel: Type.String(),
  text: Type.String(),
  /** The number it went to: country code and number, digits only. */
  phone: Type.String(),
  staff: Nullable(StaffRefSchema),
  createdAt: Type.String(),
});
export type SentMessage = Static<typeof SentMessageSchema>;

/**
 * GET /api/operator/bookings/:id/whatsapp and /api/operator/leads/:id/whatsapp (staff): who the message goes
 * to, the values the templates fill with, the templates for a booking (or for an enquiry), and the messages
 * sent so far, newest first.
 */
export const WhatsAppComposeSchema = Type.Object({
  audience: MessageAudienceSchema,
  to: Type.Object({
    name: Type.String(),
    /** The number as the booking or enquiry has it. */
    phone: Type.String(),
    countryCode: Type.String(),
  }),
  values: TemplateValuesSchema,
  templates: Type.Array(
    Type.Object({ key: MessageTemplateKeySchema, label: Type.String(), body: Type.String() }),
  ),
  sent: Type.Array(SentMessageSchema),
});
export type WhatsAppCompose = Static<typeof WhatsAppComposeSchema>;

/**
 * POST /api/operator/bookings/:id/whatsapp and /api/operator/leads/:id/whatsapp (staff): fills the template
 * for the booking or lead, logs it, and answers the text and, for click-to-chat, the wa.me link to open. 422
 * when the template is not for this kind of record, a value it needs is missing (no balance due, no pickup
 * typed), or the number cannot be used on WhatsApp.
 */
export const WhatsAppSendBodySchema = Type.Object(
  {
    template: MessageTemplateKeySchema,
    /** For a template with {pickup}: the pickup place and time, as staff type it. */
    pickup: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type WhatsAppSendBody = Static<typeof WhatsAppSendBodySchema>;

export const WhatsAppSendResultSchema = Type.Object({
  text: Type.String(),
  /** The wa.me link staff open to send it (click-to-chat); null when a sender delivered it itself. */
  url: Nullable(Type.String()),
  channel: MessageChannelSchema,
  message: SentMessageSchema,
});
export type WhatsAppSendResult = Static<typeof WhatsAppSendResultSchema>;
