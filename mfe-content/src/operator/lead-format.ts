import type { LeadStatus } from '@trippy/contracts';
import content from '../content/lead-forms.json';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};

const INTEREST_LABELS = new Map<string, string>(
  [...content.modal.packages, ...content.sendQuery.tripTypes].map((o) => [o.value, o.label]),
);

/** A form's value (`4dham`, `trek`) as the form showed it to the customer. */
export function interestLabel(value: string | null | undefined): string {
  if (!value) return '—';
  return INTEREST_LABELS.get(value) ?? value;
}

export const FORM_LABELS = { modal: 'Plan Your Trip (pop-up)', side: 'Send Query (side form)' } as const;

/** "just now", "12 min ago", "3 h ago", "2 d ago". */
export function formatAge(minutes: number): string {
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An ISO instant in Dehradun's time: "12 May 2026, 3:05 pm". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Click-to-call: `tel:+91XXXXXXXXXX`. */
export function telHref(phone: string, countryCode = '91'): string {
  return `tel:+${digits(countryCode) || '91'}${digits(phone)}`;
}
