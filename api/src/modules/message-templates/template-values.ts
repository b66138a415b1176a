import {
  DEFAULT_COUNTRY_CODE,
  OFFICE_PHONE,
  type MessageAudience,
  type TemplateValues,
} from '@trippy/domain';
import { greetingName } from '../notifications/greeting';
import type { BookingRecipientRow, LeadRecipientRow } from './message-recipients.repository';

/** Who a message goes to and what its template is filled with. */
export interface MessageRecipient {
  audience: MessageAudience;
  /** The name shown to staff next to the number. */
  name: string;
  phone: string;
  countryCode: string;
  values: TemplateValues;
}

/** What an enquiry asked about, as a message names it ("your enquiry about the Char Dham Yatra"). */
const ENQUIRY_TRIPS: Readonly<Record<string, string>> = {
  '4dham': 'the Char Dham Yatra',
  '2dham': 'the Do Dham Yatra',
  '1dham': 'the Kedarnath Yatra',
  valleyofflowers: 'the Valley of Flowers trek',
  chardham: 'the Char Dham Yatra',
  trek: 'a Himalayan trek',
  other: 'your trip',
};

const firstWord = (text: string | undefined) => (text ?? '').trim().split(/\s+/)[0] ?? '';

/**
 * A booking's message: to the phone typed on the booking (the account's when none), greeting the first name
 * typed with it when it reads as a name (else the account's). Only the booking's own facts fill it: the
 * travellers' identity numbers are never read here. What a booking does not have is left out, so a template
 * needing it is refused: no balance due once paid or cancelled, no refund unless cancelled, no reason unless
 * its departure was cancelled.
 */
export function bookingRecipient(row: BookingRecipientRow): MessageRecipient {
  const details = row.customer_details;
  const fullName = (details.fullName ?? '').trim();
  const open = row.status !== 'cancelled' && row.remaining_amount > 0;
  const values: TemplateValues = {
    name: greetingName(firstWord(fullName)) ?? greetingName(row.account_first_name),
    trip: row.package_name,
    date: row.start_date,
    reference: row.reference,
    travellers: row.number_of_seats,
    amountDue: open ? row.remaining_amount : undefined,
    dueDate: open ? (row.balance_due_date ?? undefined) : undefined,
    refund: row.status === 'cancelled' && row.refund_amount !== null ? row.refund_amount : undefined,
    reason:
      row.batch_cancelled_at !== null && row.batch_cancel_reason
        ? row.batch_cancel_reason.slice(0, 300)
        : undefined,
    officePhone: OFFICE_PHONE,
  };
  return {
    audience: 'booking',
    name: fullName || row.account_first_name,
    phone: (details.phone ?? '').trim() || row.account_phone,
    countryCode: DEFAULT_COUNTRY_CODE,
    values,
  };
}

/** An enquiry's message: to the number and country code the form took, greeting its first name. */
export function leadRecipient(row: LeadRecipientRow): MessageRecipient {
  const interest = row.package_type ?? row.trip_type ?? '';
  return {
    audience: 'lead',
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    countryCode: row.country_code || DEFAULT_COUNTRY_CODE,
    values: {
      name: greetingName(firstWord(row.first_name)),
      trip: ENQUIRY_TRIPS[interest] ?? 'your trip',
      officePhone: OFFICE_PHONE,
    },
  };
}
