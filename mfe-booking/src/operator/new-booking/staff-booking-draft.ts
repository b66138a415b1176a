import type {
  NewCustomer,
  OfficePaymentMethod,
  OperatorBookingCreateBody,
  OperatorCustomerMatch,
  StaffBookingSource,
} from '@trippy/contracts';
import { isCalendarDate, isIndianMobile, isValidEmail } from '@trippy/domain';
import { parseRupeesToPaise } from '../rupees';
import type { CustomerDetails } from '../../confirmation';
import { toTravellerInputs, type TravellerDraft } from '../../travellers';

/** Who the booking is for: not chosen yet, an account found by number or email, or a new one. */
export type CustomerChoice =
  { kind: 'none' } | { kind: 'found'; match: OperatorCustomerMatch } | { kind: 'new'; fields: NewCustomer };

export type StaffPaymentMethod = OfficePaymentMethod | 'link';

export interface PaymentDraft {
  method: StaffPaymentMethod;
  /** Rupees as typed; empty means "what is due now". */
  amount: string;
  reference: string;
  receivedOn: string;
}

export const PAYMENT_CHOICES: ReadonlyArray<{ method: StaffPaymentMethod; label: string }> = [
  { method: 'cash', label: 'Cash at the office' },
  { method: 'upi', label: "UPI to the office's account" },
  { method: 'bank-transfer', label: 'Bank transfer' },
  { method: 'link', label: 'Customer pays online (payment link)' },
];

export type NewCustomerErrors = Partial<Record<keyof NewCustomer, string>>;

/** A new account needs a first name, an email to send the password link to, and a mobile number. */
export function validateNewCustomer(fields: NewCustomer): NewCustomerErrors {
  const errors: NewCustomerErrors = {};
  if (!fields.firstName.trim()) errors.firstName = 'Enter the first name';
  if (!isValidEmail(fields.email.trim()))
    errors.email = 'Enter an email address: the customer gets the link to choose a password there';
  if (!isIndianMobile(fields.phone)) errors.phone = 'Enter a 10-digit mobile number';
  return errors;
}

export type PaymentErrors = Partial<Record<'amount' | 'reference' | 'receivedOn', string>>;

/** Money taken now: a positive amount up to the total, the transfer's reference, a date not in the future. */
export function validatePayment(draft: PaymentDraft, total: number, today: string): PaymentErrors {
  if (draft.method === 'link') return {};
  const errors: PaymentErrors = {};
  if (draft.amount.trim() !== '') {
    const paise = parseRupeesToPaise(draft.amount);
    if (paise === null || paise <= 0) errors.amount = 'Enter the amount in rupees, e.g. 12500 or 12500.50';
    else if (paise > total) errors.amount = 'The amount is more than the booking’s total';
  }
  if (draft.method !== 'cash' && !draft.reference.trim())
    errors.reference =
      draft.method === 'upi' ? 'Enter the UPI transaction id' : 'Enter the bank transfer’s reference (UTR)';
  if (!isCalendarDate(draft.receivedOn)) errors.receivedOn = 'Enter the date the money was received';
  else if (draft.receivedOn > today) errors.receivedOn = 'The date cannot be in the future';
  return errors;
}

export interface StaffBookingDraft {
  source: StaffBookingSource;
  leadId: string | null;
  customer: CustomerChoice;
  packageId: string;
  batchId: string;
  seats: number;
  addonIds: string[];
  paymentType: 'full' | 'advance';
  details: CustomerDetails;
  travellers: TravellerDraft[];
  payment: PaymentDraft;
}

/** The request for a complete, valid draft (`dueNow`: what is payable at booking, the default amount). */
export function toStaffBookingBody(draft: StaffBookingDraft, dueNow: number): OperatorBookingCreateBody {
  if (draft.customer.kind === 'none') throw new Error('No customer chosen');
  const { state, ...details } = draft.details;
  const payment =
    draft.payment.method === 'link'
      ? { method: 'link' as const }
      : {
          method: draft.payment.method,
          amount:
            draft.payment.amount.trim() === '' ? dueNow : (parseRupeesToPaise(draft.payment.amount) ?? 0),
          reference: draft.payment.reference.trim(),
          receivedOn: draft.payment.receivedOn,
        };
  const fields = draft.customer.kind === 'new' ? draft.customer.fields : null;
  return {
    source: draft.source,
    ...(draft.source === 'lead' && draft.leadId ? { leadId: draft.leadId } : {}),
    customer: fields
      ? {
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
          email: fields.email.trim(),
          phone: fields.phone,
        }
      : { customerId: draft.customer.kind === 'found' ? draft.customer.match._id : '' },
    booking: {
      packageId: draft.packageId,
      batchId: draft.batchId,
      numberOfSeats: draft.seats,
      paymentType: draft.paymentType,
      addonIds: draft.addonIds,
      customerDetails: {
        ...details,
        fullName: details.fullName.trim(),
        email: details.email.trim(),
        ...(state ? { state } : {}),
      },
      travellers: toTravellerInputs(draft.travellers),
    },
    payment,
  };
}

/** Personal Information prefilled from the account (the rest is asked on the phone or at the counter). */
export function detailsFor(customer: CustomerChoice, current: CustomerDetails): CustomerDetails {
  if (customer.kind === 'none') return current;
  const person = customer.kind === 'found' ? customer.match : { ...customer.fields, address: '' };
  return {
    ...current,
    fullName: `${person.firstName} ${person.lastName}`.trim(),
    email: person.email,
    phone: person.phone,
    address: current.address || person.address,
  };
}
