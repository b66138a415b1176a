import { countOf } from './count';
import { formatRupees, formatTripDate } from './format';

/**
 * The messages staff send from templates (WhatsApp now; the balance reminder and departure-cancelled mails
 * take their main text from the same templates). A template is the text after the greeting, with
 * placeholders such as {trip} filled from the booking or the enquiry it is sent about. Only the fixed
 * placeholders below exist: nothing can put an identity number, a code or a password in a message.
 */

/** Who a template is written for: a booking's customer, or someone who sent an enquiry. */
export type MessageAudience = 'booking' | 'lead';

export const MESSAGE_TEMPLATE_KEYS = [
  'booking-received',
  'balance-reminder',
  'pickup-details',
  'departure-cancelled',
  'enquiry-reply',
] as const;
export type MessageTemplateKey = (typeof MESSAGE_TEMPLATE_KEYS)[number];

export const TEMPLATE_PLACEHOLDERS = [
  'name',
  'trip',
  'date',
  'reference',
  'travellers',
  'amountDue',
  'dueDate',
  'refund',
  'reason',
  'pickup',
  'officePhone',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** What each placeholder becomes, as the editor explains it. */
export const PLACEHOLDER_HINTS: Readonly<Record<TemplatePlaceholder, string>> = {
  name: 'first name (Meera)',
  trip: 'the trip (Kedarnath Yatra)',
  date: 'departure date (12 May 2026)',
  reference: 'booking reference (TH-26-00042)',
  travellers: 'how many travel (2 travellers)',
  amountDue: 'balance still due (₹15,000.00)',
  dueDate: 'balance due date (21 Apr 2026)',
  refund: 'amount refunded (₹7,000.00)',
  reason: 'why the departure was cancelled',
  pickup: 'pickup place and time, typed when sending',
  officePhone: "the office's phone",
};

/** An enquiry has no booking: only these can be filled for it. */
export const PLACEHOLDERS_FOR: Readonly<Record<MessageAudience, readonly TemplatePlaceholder[]>> = {
  booking: TEMPLATE_PLACEHOLDERS,
  lead: ['name', 'trip', 'officePhone'],
};

/** The office's phone as messages give it; the site shows it first too (packages/ui BRAND.phones). */
export const OFFICE_PHONE = '+91 98370 12345';

export const TEMPLATE_BODY_MAX = 1000;

export interface MessageTemplateDefinition {
  label: string;
  audience: MessageAudience;
  /** The text a new installation starts with (migration 019 stores the same), and the fallback. */
  defaultBody: string;
}

export const MESSAGE_TEMPLATES: Readonly<Record<MessageTemplateKey, MessageTemplateDefinition>> = {
  'booking-received': {
    label: 'Booking received',
    audience: 'booking',
    defaultBody:
      'Thank you for booking {trip} with Trippy Himalaya. Your booking {reference} is for {travellers}, departing on {date}.\nWe will call you within 24 hours with the next steps. For anything else, call us on {officePhone}.',
  },
  'balance-reminder': {
    label: 'Balance reminder',
    audience: 'booking',
    defaultBody:
      'A gentle reminder: the balance of {amountDue} for {trip} (booking {reference}, departing {date}) is due by {dueDate}.\nYou can pay it online from My Bookings on our website, or call us on {officePhone}.',
  },
  'pickup-details': {
    label: 'Pickup details',
    audience: 'booking',
    defaultBody:
      'Your trip {trip} (booking {reference}) departs on {date}. Pickup: {pickup}.\nPlease be there 15 minutes early. Our team is on {officePhone} if you need us on the way.',
  },
  'departure-cancelled': {
    label: 'Departure cancelled',
    audience: 'booking',
    defaultBody:
      'We are sorry: we have had to cancel the departure of {trip} on {date}.\nReason: {reason}\nYour booking {reference} is cancelled and everything you paid, {refund}, is refunded in full, in money (not a voucher), within 7-10 business days.\nIf you would like to travel on another date, reply to this message or call us on {officePhone}.',
  },
  'enquiry-reply': {
    label: 'Enquiry reply',
    audience: 'lead',
    defaultBody:
      'Thank you for your enquiry about {trip}. This is Trippy Himalaya from Dehradun.\nWhen would you like to travel, and how many of you are coming? Reply here or call us on {officePhone}.',
  },
};

/**
 * The Hindi text of the templates whose mails go to customers in their account's language. Staff edit the
 * English text; a Hindi account's mail takes this one (the same placeholders, checked by the domain tests).
 */
export const MESSAGE_TEMPLATES_HINDI: Readonly<Partial<Record<MessageTemplateKey, string>>> = {
  'balance-reminder':
    "आपकी बुकिंग {reference} ({trip}, {date} को रवाना) की बाकी राशि {amountDue} {dueDate} तक देनी है।\nआप इसे हमारी वेबसाइट पर 'मेरी बुकिंग' से ऑनलाइन दे सकते हैं, या हमें {officePhone} पर फ़ोन करें।",
  'departure-cancelled':
    'हमें खेद है: हमें {date} को {trip} की यात्रा रद्द करनी पड़ी है।\nकारण: {reason}\nआपकी बुकिंग {reference} रद्द हो गई है और आपने जो कुछ भी दिया, {refund}, वह पूरा 7-10 कार्य दिवसों में पैसे में (वाउचर नहीं) लौटाया जाएगा।\nअगर आप किसी और तारीख को जाना चाहते हैं, तो इस संदेश का जवाब दें या हमें {officePhone} पर फ़ोन करें।',
};

export const isMessageTemplateKey = (value: string): value is MessageTemplateKey =>
  (MESSAGE_TEMPLATE_KEYS as readonly string[]).includes(value);

const isPlaceholder = (value: string): value is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(value);

/** The raw facts a template is filled with; each is formatted here (money in rupees, dates as trip dates). */
export interface TemplateValues {
  name?: string;
  trip?: string;
  /** YYYY-MM-DD */
  date?: string;
  reference?: string;
  travellers?: number;
  /** Integer paise. */
  amountDue?: number;
  /** YYYY-MM-DD */
  dueDate?: string;
  /** Integer paise. */
  refund?: number;
  reason?: string;
  pickup?: string;
  officePhone?: string;
}

// A placeholder: braces around up to 40 characters without braces or line breaks (linear, bounded).
const PLACEHOLDER = /\{([^{}\n]{0,40})\}/g;

function formatted(key: TemplatePlaceholder, values: TemplateValues, tag: string): string | undefined {
  switch (key) {
    case 'date':
    case 'dueDate': {
      const date = values[key];
      return date ? formatTripDate(date, tag) : undefined;
    }
    case 'amountDue':
    case 'refund': {
      const paise = values[key];
      return paise === undefined ? undefined : formatRupees(paise, tag);
    }
    case 'travellers': {
      const count = values.travellers;
      return count === undefined ? undefined : countOf(count, 'traveller');
    }
    default: {
      const text = values[key]?.replace(/\s+/g, ' ').trim();
      return text ? text : undefined;
    }
  }
}

/**
 * The template with each placeholder replaced by its formatted value. A placeholder without a value (no
 * balance due, no pickup typed yet) stays as written and is listed in `missing`, once.
 */
/** `tag`: the Intl locale dates and sums are written in (a Hindi mail's text writes them in Hindi). */
export function fillTemplate(
  body: string,
  values: TemplateValues,
  tag = 'en-IN',
): { text: string; missing: TemplatePlaceholder[] } {
  const missing = new Set<TemplatePlaceholder>();
  const text = body.replace(PLACEHOLDER, (whole, inner: string) => {
    if (!isPlaceholder(inner)) return whole;
    const value = formatted(inner, values, tag);
    if (value === undefined) missing.add(inner);
    return value ?? whole;
  });
  return { text, missing: [...missing] };
}

/** The greeting every message opens with: "Namaste Meera," (or "Namaste," without a name). */
export const messageGreeting = (name: string | undefined): string =>
  name?.trim() ? `Namaste ${name.trim()},` : 'Namaste,';

/** The whole message as sent: the greeting, a blank line, then the filled template. */
export function composeMessage(
  body: string,
  values: TemplateValues,
): { text: string; missing: TemplatePlaceholder[] } {
  const filled = fillTemplate(body, values);
  return { text: `${messageGreeting(values.name)}\n\n${filled.text.trim()}`, missing: filled.missing };
}

const braced = (keys: readonly string[]) => keys.map((key) => `{${key}}`).join(', ');

/**
 * Why staff cannot save this template, or null when they can: empty, too long, a placeholder that does not
 * exist (a typo such as {nmae}) or cannot be filled for its audience (an enquiry has no {amountDue}), or a
 * stray brace.
 */
export function templateBodyError(body: string, audience: MessageAudience): string | null {
  if (body.trim() === '') return 'Write the message';
  if (body.length > TEMPLATE_BODY_MAX)
    return `The message is ${body.length} characters: at most ${TEMPLATE_BODY_MAX}`;
  const allowed = PLACEHOLDERS_FOR[audience];
  for (const match of body.matchAll(PLACEHOLDER)) {
    const inner = match[1] ?? '';
    if (!isPlaceholder(inner)) return `Unknown placeholder {${inner}}. Use ${braced(allowed)}`;
    if (!allowed.includes(inner))
      return `{${inner}} cannot be filled for an enquiry (there is no booking). Use ${braced(allowed)}`;
  }
  if (/[{}]/.test(body.replace(PLACEHOLDER, '')))
    return 'A brace is not closed: write placeholders as {name}';
  return null;
}

/** Why a message cannot be sent yet, from the placeholders `fillTemplate` could not fill; null when none. */
export function missingValuesError(
  missing: readonly TemplatePlaceholder[],
  audience: MessageAudience,
): string | null {
  if (missing.length === 0) return null;
  const others = missing.filter((key) => key !== 'pickup');
  const pickup = missing.includes('pickup') ? 'Type the pickup place and time.' : '';
  if (others.length === 0) return pickup;
  const what = audience === 'booking' ? 'this booking' : 'this enquiry';
  return `${braced(others)} cannot be filled for ${what}: choose another message.${pickup ? ` ${pickup}` : ''}`;
}
