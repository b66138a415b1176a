import { addDays, daysBetween } from './dates';

export const GST_PERCENT = 5;
export const ADVANCE_PERCENT = 25;
export const BALANCE_DUE_DAYS_BEFORE = 15;

/**
 * The one wording of every per-person price on cards, listings and search results (every remote): the price
 * before tax, saying plainly that GST is added (no drip pricing); the package page shows the total with GST.
 */
export const PER_PERSON_PLUS_GST = `per person + ${GST_PERCENT}% GST`;
export const PLUS_GST = `+ ${GST_PERCENT}% GST`;

export type PaymentType = 'full' | 'advance';

export interface PriceInput {
  /** Price per person in paise. */
  offerPrice: number;
  seats: number;
  /** Selected add-ons, priced per person in paise. */
  addons: ReadonlyArray<{ price: number }>;
  paymentType: PaymentType;
}

export interface PriceBreakdown {
  subtotal: number;
  gst: number;
  total: number;
  payableAmount: number;
  remainingAmount: number;
}

/** Booking price in integer paise: add-ons are per person, GST on the subtotal, advance is 25% of the total. */
export function priceBooking({ offerPrice, seats, addons, paymentType }: PriceInput): PriceBreakdown {
  const addonsPerPerson = addons.reduce((sum, addon) => sum + addon.price, 0);
  const subtotal = (offerPrice + addonsPerPerson) * seats;
  const gst = Math.round((subtotal * GST_PERCENT) / 100);
  const total = subtotal + gst;
  const payableAmount = paymentType === 'advance' ? Math.round((total * ADVANCE_PERCENT) / 100) : total;
  return { subtotal, gst, total, payableAmount, remainingAmount: total - payableAmount };
}

/** The balance of an advance booking is due 15 days before departure ('YYYY-MM-DD'). */
export function balanceDueDate(startDate: string): string {
  return addDays(startDate, -BALANCE_DUE_DAYS_BEFORE);
}

export interface PaymentSchedule {
  /** Whether 25% now and the rest later may be chosen. */
  advanceAllowed: boolean;
  /** The balance's due date when paying the advance (never before `today`); null when full payment only. */
  balanceDueDate: string | null;
  advancePercent: number;
}

/**
 * The payment schedule of a booking made `today` for a departure on `startDate`: 25% now and 75% by 15 days
 * before departure. When the departure is 15 days away or less that date is today or past, so only full
 * payment is offered and no due date is ever in the past.
 */
export function paymentScheduleFor(startDate: string, today: string): PaymentSchedule {
  const advanceAllowed = daysBetween(today, startDate) > BALANCE_DUE_DAYS_BEFORE;
  return {
    advanceAllowed,
    balanceDueDate: advanceAllowed ? balanceDueDate(startDate) : null,
    advancePercent: ADVANCE_PERCENT,
  };
}

/** The due date of a balance for a departure on `startDate`, never earlier than `today`. */
export function balanceDueDateFrom(startDate: string, today: string): string {
  const due = balanceDueDate(startDate);
  return due < today ? today : due;
}

export interface PaymentStatusInput {
  status: 'pending' | 'confirmed' | 'cancelled';
  paymentType: PaymentType;
  total: number;
  /** What was asked at booking (the advance, or the total). */
  payableAmount: number;
  amountPaid: number;
  balanceDueDate: string | null;
  /** The refund of a cancelled booking (owed back in money). */
  refundAmount: number | null;
  today: string;
}

export interface PaymentStatus {
  amountPaid: number;
  dueNow: number;
  balance: number;
  balanceDueDate: string | null;
  overdue: boolean;
  owedToCustomer: number;
}

/**
 * Where a booking's money stands on `today`: before the balance date only the rest of the advance is due
 * now; from that date (or at once for a full payment) everything left. A cancelled booking owes nothing and
 * is owed its refund; money paid above a (lowered) total is owed back.
 */
export function bookingPaymentStatus(input: PaymentStatusInput): PaymentStatus {
  const { amountPaid, total, today } = input;
  if (input.status === 'cancelled')
    return {
      amountPaid,
      dueNow: 0,
      balance: 0,
      balanceDueDate: null,
      overdue: false,
      owedToCustomer: input.refundAmount ?? 0,
    };
  const balance = Math.max(0, total - amountPaid);
  const owedToCustomer = Math.max(0, amountPaid - total);
  const dueDate = input.paymentType === 'advance' ? input.balanceDueDate : null;
  const balanceDue = dueDate === null || today >= dueDate;
  const dueNow = balanceDue ? balance : Math.min(balance, Math.max(0, input.payableAmount - amountPaid));
  return {
    amountPaid,
    dueNow,
    balance,
    balanceDueDate: balance > 0 ? dueDate : null,
    overdue: balance > 0 && dueDate !== null && today > dueDate,
    owedToCustomer,
  };
}

export const TRAVELLERS_EDITABLE_DAYS_BEFORE = 7;
export const BATCH_CHANGE_DAYS_BEFORE = 15;

/** Travellers may be edited until 7 days before departure (inclusive). */
export function travellersEditable(startDate: string, today: string): boolean {
  return daysBetween(today, startDate) >= TRAVELLERS_EDITABLE_DAYS_BEFORE;
}

/** The last day a booking may move to another batch: 15 days before its departure. */
export function batchChangeDeadline(startDate: string): string {
  return addDays(startDate, -BATCH_CHANGE_DAYS_BEFORE);
}

/** A booking may move to another batch up to 15 days before its departure (inclusive). */
export function batchChangeAllowed(startDate: string, today: string): boolean {
  return daysBetween(today, startDate) >= BATCH_CHANGE_DAYS_BEFORE;
}

export interface BatchChangePriceInput {
  /** The package's price per person now, in paise. */
  offerPrice: number;
  seats: number;
  /** The booking's add-ons as booked (per person). */
  addons: ReadonlyArray<{ price: number }>;
  paymentType: PaymentType;
  currentTotal: number;
}

/** The booking priced on another batch (same seats and add-ons, GST included) and the signed difference. */
export function priceBatchChange(input: BatchChangePriceInput): PriceBreakdown & { difference: number } {
  const price = priceBooking(input);
  return { ...price, difference: price.total - input.currentTotal };
}
