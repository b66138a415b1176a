import { whatsappChatUrl } from '@trippy/domain';
import type { MessageChannel } from '@trippy/contracts';
import type { WhatsAppSender } from '../../env';

/** A message ready to leave: the customer's number as the booking or enquiry has it, and the whole text. */
export interface OutgoingMessage {
  phone: string;
  countryCode: string;
  text: string;
}

/** What a sender did: the channel the log records, and the link staff open (null when it sent it itself). */
export interface SenderReceipt {
  channel: MessageChannel;
  url: string | null;
}

/**
 * How a WhatsApp message from a template leaves, chosen by WHATSAPP_SENDER. Click-to-chat (no paid API)
 * only prepares the wa.me link that staff open to send it from the office's WhatsApp. A WhatsApp Business
 * API sender would call its provider in `send`, answer `url: null` and a channel of its own (added to the
 * contracts' MessageChannelSchema and to message_log's check): the routes, the log and the screens stay.
 * `send` runs before the message is logged; a sender that fails throws and nothing is logged.
 */
export interface MessageSender {
  readonly name: WhatsAppSender;
  send(message: OutgoingMessage): Promise<SenderReceipt>;
}

export const clickToChatSender: MessageSender = {
  name: 'click-to-chat',
  send: ({ phone, countryCode, text }) =>
    Promise.resolve({ channel: 'whatsapp', url: whatsappChatUrl(phone, countryCode, text) }),
};

/** The sender the configuration names. */
export function messageSenderFor(name: WhatsAppSender): MessageSender {
  switch (name) {
    case 'click-to-chat':
      return clickToChatSender;
  }
}
