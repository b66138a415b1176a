import { countOf } from './count';
import { formatPrice, formatRupees, formatTripDate } from './format';
import { MESSAGE_TEMPLATES, isMessageTemplateKey } from './message-templates';

/**
 * The audit log for people: each entry as one sentence staff can read ("Asha (owner) changed the price of
 * Kedarnath Yatra from ₹10,999 to ₹11,499"), and its raw record as label/value rows. Amounts are stored in
 * paise and shown in rupees, dates as trip dates; ids and JSON never appear in a sentence.
 */

/** Every action the API writes into the audit log; each has its own sentence (any other reads generically). */
export const AUDIT_ACTIONS = [
  'package.created',
  'package.updated',
  'batch.created',
  'batch.updated',
  'batch.closed',
  'batch.reopened',
  'batch.cancelled',
  'booking.confirmed',
  'booking.cancelled',
  'booking.payment-recorded',
  'booking.refund-paid-by-hand',
  'booking.created-by-staff',
  'staff.invited',
  'staff.invite-accepted',
  'staff.created',
  'staff.reset',
  'staff.disabled',
  'staff.enabled',
  'staff.updated',
  'lead.status-changed',
  'lead.assigned',
  'lead.note-added',
  'lead.converted',
  'message.sent',
  'image.uploaded',
  'message-template.updated',
  'whatsapp.sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted; null for the system (a command-line tool). */
export interface AuditActor {
  name: string;
  role: string;
}

/** What the entry is about, as the API resolved it (each null when unknown or deleted since). */
export interface AuditSubject {
  /** A booking's reference (TH-26-00042), a package's, staff member's, lead's or customer's name. */
  label: string | null;
  /** The package of a booking or a departure. */
  packageName: string | null;
  /** The start date (YYYY-MM-DD) of a departure. */
  startDate: string | null;
}

export interface AuditSentenceInput {
  action: string;
  entityType: string;
  actor: AuditActor | null;
  subject: AuditSubject;
  before: unknown;
  after: unknown;
  /** Names of the staff members an entry's record mentions by id (a lead's assignee). */
  people?: ReadonlyArray<{ _id: string; name: string }>;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (value: unknown): Fields => (isFields(value) ? value : {});
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const ID = /^[0-9a-f]{24}$/;
/** A free-text value put in a sentence: one line, bounded, never an id. */
const quoted = (value: string) => {
  // Cut before it is read: a stored note can be long, and the sentence keeps 80 characters of it.
  const line = value.slice(0, 400).replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

const THINGS: Readonly<Record<string, string>> = {
  booking: 'a booking',
  package: 'a package',
  batch: 'a departure',
  staff: 'a staff member',
  lead: 'a lead',
  customer: 'a customer',
  image: 'an image',
  'message-template': 'a message template',
};

const ROLES: Readonly<Record<string, string>> = { owner: 'owner', staff: 'staff' };
const roleWord = (role: unknown) => (typeof role === 'string' ? (ROLES[role] ?? 'staff') : 'staff');

const METHODS: Readonly<Record<string, string>> = {
  cash: 'cash',
  upi: 'UPI',
  'bank-transfer': 'bank transfer',
  netbanking: 'net banking',
  wallet: 'wallet',
  emi: 'EMI',
  card: 'card',
};

const STAFF_SOURCES: Readonly<Record<string, string>> = {
  phone: ' by phone',
  'walk-in': ' at the office',
  lead: ' from an enquiry',
};

const LEAD_STATUSES: Readonly<Record<string, string>> = {
  new: 'new',
  contacted: 'contacted',
  converted: 'converted',
  lost: 'lost',
};
const leadStatus = (value: unknown) =>
  typeof value === 'string' ? (LEAD_STATUSES[value] ?? value.replace(/[^a-z ]/gi, ' ')) : 'unknown';

const PACKAGE_STATUSES: Readonly<Record<string, string>> = {
  published: 'published',
  draft: 'a draft',
};

/** "Asha (owner)", or "The system" for a command-line tool. */
export function auditActorName(actor: AuditActor | null): string {
  return actor ? `${actor.name || 'A former staff member'} (${roleWord(actor.role)})` : 'The system';
}

function departureName(subject: AuditSubject, record: Fields): string {
  const start = subject.startDate ?? text(record['startDate']);
  const trip = subject.packageName ? `the ${subject.packageName} departure` : 'a departure';
  return start ? `${trip} of ${formatTripDate(start)}` : trip;
}

function thingName(entityType: string, subject: AuditSubject, record: Fields): string {
  switch (entityType) {
    case 'booking':
      return subject.label ? `booking ${subject.label}` : 'a booking';
    case 'batch':
      return departureName(subject, record);
    case 'lead':
      return subject.label ? `${subject.label}'s lead` : 'a lead';
    case 'staff':
      return subject.label ?? text(record['name']) ?? 'a staff member';
    case 'package':
    case 'customer':
      return subject.label ?? THINGS[entityType]!;
    default:
      return THINGS[entityType] ?? 'a record';
  }
}

/** The labels of a package's fields, as the catalogue editor names them. */
const PACKAGE_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  slug: 'web address',
  location: 'location',
  category: 'category',
  destination: 'destination',
  description: 'description',
  cardImage: 'card image',
  gallery: 'gallery',
  duration: 'duration',
  durationDays: 'number of days',
  offerPrice: 'price',
  originalPrice: 'original price',
  packageType: 'package type',
  difficulty: 'difficulty',
  maxAltitudeFt: 'highest altitude',
  seasonMonths: 'season',
  highlights: 'highlights',
  itinerary: 'itinerary',
  inclusions: 'inclusions',
  exclusions: 'exclusions',
  addons: 'add-ons',
  status: 'status',
};

const changedKeys = (before: Fields, after: Fields) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

function packageUpdated(who: string, name: string, before: Fields, after: Fields): string {
  const changed = changedKeys(before, after).filter((key) => key !== '_id');
  const parts: string[] = [];
  const from = integer(before['offerPrice']);
  const to = integer(after['offerPrice']);
  if (changed.includes('offerPrice') && from !== null && to !== null)
    parts.push(`changed the price of ${name} from ${formatPrice(from)} to ${formatPrice(to)}`);
  const status = text(after['status']);
  if (changed.includes('status') && status)
    parts.push(`${parts.length ? 'made it' : `made ${name}`} ${PACKAGE_STATUSES[status] ?? 'a draft'}`);
  const others = changed
    .filter((key) => key !== 'offerPrice' && key !== 'status')
    .map((key) => PACKAGE_FIELDS[key] ?? 'other details');
  const rest = listWords([...new Set(others)]);
  if (parts.length === 0) return rest ? `${who} edited ${name}: ${rest}` : `${who} saved ${name} unchanged`;
  return `${who} ${parts.join(' and ')}${rest ? `; also edited the ${rest}` : ''}`;
}

function batchUpdated(who: string, name: string, before: Fields, after: Fields): string {
  const parts: string[] = [];
  const fromStart = text(before['startDate']);
  const toStart = text(after['startDate']);
  if (fromStart && toStart && fromStart !== toStart)
    parts.push(`moved it from ${formatTripDate(fromStart)} to ${formatTripDate(toStart)}`);
  const fromEnd = text(before['endDate']);
  const toEnd = text(after['endDate']);
  if (fromEnd && toEnd && fromEnd !== toEnd && fromStart === toStart)
    parts.push(`made it end on ${formatTripDate(toEnd)}`);
  const fromSeats = integer(before['totalSeats']);
  const toSeats = integer(after['totalSeats']);
  if (fromSeats !== null && toSeats !== null && fromSeats !== toSeats)
    parts.push(`changed its seats from ${fromSeats} to ${toSeats}`);
  return parts.length ? `${who} changed ${name}: ${parts.join(', ')}` : `${who} edited ${name}`;
}

/** A message template's label ("Balance reminder"), or null for a key it does not know. */
const templateName = (key: unknown) =>
  typeof key === 'string' && isMessageTemplateKey(key) ? MESSAGE_TEMPLATES[key].label : null;

function personName(people: AuditSentenceInput['people'], id: unknown): string | null {
  if (typeof id !== 'string') return null;
  return people?.find((person) => person._id === id)?.name ?? 'a former staff member';
}

/** One entry as a sentence staff can read: who did what to which booking, package or staff member. */
export function describeAuditEntry(entry: AuditSentenceInput): string {
  const who = auditActorName(entry.actor);
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const thing = thingName(entry.entityType, entry.subject, { ...before, ...after });
  switch (entry.action) {
    case 'package.created': {
      const price = integer(after['offerPrice']);
      return `${who} created the package ${thing}${price === null ? '' : ` at ${formatPrice(price)} per person`}`;
    }
    case 'package.updated':
      return packageUpdated(who, thing, before, after);
    case 'batch.created': {
      const seats = integer(after['totalSeats']);
      const start = text(after['startDate']) ?? entry.subject.startDate;
      const trip = entry.subject.packageName ?? 'a package';
      return `${who} added a departure of ${trip}${start ? ` on ${formatTripDate(start)}` : ''}${
        seats === null ? '' : ` with ${countOf(seats, 'seat')}`
      }`;
    }
    case 'batch.closed':
      return `${who} closed ${thing} to new bookings`;
    case 'batch.reopened':
      return `${who} reopened ${thing} for bookings`;
    case 'batch.updated':
      return batchUpdated(who, thing, before, after);
    case 'batch.cancelled': {
      const count = integer(after['bookingsCancelled']);
      const reason = text(after['reason']);
      return `${who} cancelled ${thing}${count === null ? '' : ` (${countOf(count, 'booking')} cancelled)`}${
        reason ? `: “${quoted(reason)}”` : ''
      }`;
    }
    case 'booking.confirmed':
      return `${who} confirmed ${thing}`;
    case 'booking.cancelled': {
      const refund = integer(after['refundAmount']);
      const percent = integer(after['refundPercent']);
      const byUs = after['reason'] === 'operator' || after['cancelledBy'] === 'operator';
      const why = byUs ? 'on our side' : "at the customer's request";
      const money =
        refund === null
          ? ''
          : ` (refund ${formatRupees(refund)}${percent === null ? '' : `, ${percent}% of what was paid`})`;
      return `${who} cancelled ${thing} ${why}${money}`;
    }
    case 'booking.payment-recorded': {
      const payment = fieldsOf(after['payment']);
      const amount = integer(payment['amount']);
      const method = text(payment['method']);
      const left = integer(after['remainingAmount']);
      const how = method ? ` by ${METHODS[method] ?? 'another method'}` : '';
      const due =
        left === null ? '' : left === 0 ? ' (now fully paid)' : ` (${formatRupees(left)} still due)`;
      return `${who} recorded a payment${amount === null ? '' : ` of ${formatRupees(amount)}`}${how} on ${thing}${due}`;
    }
    case 'booking.refund-paid-by-hand': {
      const amount = integer(after['amount']);
      const reference = text(after['reference']);
      return `${who} marked the refund${amount === null ? '' : ` of ${formatRupees(amount)}`} on ${thing} as paid${
        reference ? ` (${quoted(reference)})` : ''
      }`;
    }
    case 'booking.created-by-staff': {
      const source = text(after['source']);
      const seats = integer(after['seats']);
      const total = integer(after['total']);
      const payment = fieldsOf(after['payment']);
      const amount = integer(payment['amount']);
      const method = text(payment['method']);
      const how = source ? (STAFF_SOURCES[source] ?? '') : '';
      const what = `${seats === null ? '' : `, ${countOf(seats, 'seat')}`}${total === null ? '' : `, ${formatRupees(total)}`}`;
      const money =
        amount !== null
          ? `; ${formatRupees(amount)} received by ${METHODS[method ?? ''] ?? 'another method'}`
          : after['payment'] === 'link'
            ? '; payment link sent'
            : '';
      const account = after['accountOpened'] === true ? '; opened an account for the customer' : '';
      return `${who} made ${thing}${how}${what}${money}${account}`;
    }
    case 'staff.invited': {
      const email = text(after['email']) ?? entry.subject.label ?? 'a new member';
      const role = roleWord(after['role']);
      return `${who} invited ${email} as ${role === 'owner' ? 'an owner' : 'staff'}`;
    }
    case 'staff.invite-accepted':
      return `${thing} accepted the invitation and joined the team`;
    case 'staff.created': {
      const role = roleWord(after['role']);
      return `${who} added ${thing} as ${role === 'owner' ? 'an owner' : 'staff'}`;
    }
    case 'staff.reset':
      return `${who} reset the sign-in of ${thing}`;
    case 'staff.disabled':
      return `${who} disabled ${thing}'s account`;
    case 'staff.enabled':
      return `${who} re-enabled ${thing}'s account`;
    case 'staff.updated': {
      const from = before['role'];
      const to = after['role'];
      return from !== undefined && to !== undefined && from !== to
        ? `${who} changed the role of ${thing} from ${roleWord(from)} to ${roleWord(to)}`
        : `${who} updated ${thing}`;
    }
    case 'lead.status-changed':
      return `${who} moved ${thing} from ${leadStatus(before['status'])} to ${leadStatus(after['status'])}`;
    case 'lead.assigned': {
      const assignee = personName(entry.people, after['assignedTo']);
      return assignee ? `${who} assigned ${thing} to ${assignee}` : `${who} unassigned ${thing}`;
    }
    case 'lead.note-added':
      return `${who} added a note to ${thing}`;
    case 'lead.converted':
      return `${who} converted ${thing} into a booking`;
    case 'message.sent': {
      const recipients = Array.isArray(after['recipients']) ? after['recipients'].length : null;
      const to = entry.entityType === 'batch' ? `the travellers of ${thing}` : thing;
      return `${who} sent a message to ${to}${recipients === null ? '' : ` (${countOf(recipients, 'recipient')})`}`;
    }
    case 'image.uploaded': {
      const bytes = integer(after['bytes']);
      return `${who} uploaded an image${bytes === null ? '' : ` (${Math.max(1, Math.round(bytes / 1024))} KB)`}`;
    }
    case 'message-template.updated': {
      const name = templateName(after['template']);
      return name ? `${who} edited the “${name}” message template` : `${who} edited a message template`;
    }
    case 'whatsapp.sent': {
      const name = templateName(after['template']);
      return `${who} sent ${name ? `the “${name}”` : 'a'} WhatsApp message about ${thing}`;
    }
    default: {
      const words = entry.action
        .replace(/[^a-z0-9]+/gi, ' ')
        .trim()
        .split(' ')
        .filter((word) => word && !ID.test(word))
        .slice(0, 6)
        .join(' ');
      return `${who} made a change${words ? ` (${quoted(words)})` : ''} to ${thing}`;
    }
  }
}

/** One field of the raw record: its label, and its value before and after, as text a person reads. */
export interface AuditRecordRow {
  field: string;
  before: string;
  after: string;
}

/** Keys holding paise: prices, amounts, sums paid, refunded or due. */
const MONEY_KEY = /^(amount|price|total|totalRefund)$|(Amount|Price|Paid|Total|Refund)$/;

const label = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(key: string, value: unknown, people: AuditSentenceInput['people']): string {
  if (value === undefined) return '';
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number')
    return MONEY_KEY.test(key) && Number.isInteger(value) ? formatRupees(value) : String(value);
  if (typeof value === 'string') {
    const person = ID.test(value) ? people?.find((p) => p._id === value) : undefined;
    if (person) return person.name;
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatTripDate(value) : value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? '(none)' : value.map((item) => valueText(key, item, people)).join('; ');
  return Object.entries(value as Fields)
    .filter(([, inner]) => inner !== undefined)
    .map(([innerKey, inner]) => `${label(innerKey)}: ${valueText(innerKey, inner, people)}`)
    .join(', ');
}

/**
 * The raw record of an entry, one row per field (changed fields only when both sides are there), amounts in
 * rupees, dates as trip dates and the staff it names by name.
 */
export function auditRecordRows(
  entry: Pick<AuditSentenceInput, 'before' | 'after' | 'people'>,
): AuditRecordRow[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const both = isFields(entry.before) && isFields(entry.after);
  const keys = both
    ? changedKeys(before, after)
    : [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => ({
    field: label(key),
    before: valueText(key, before[key], entry.people),
    after: valueText(key, after[key], entry.people),
  }));
}
