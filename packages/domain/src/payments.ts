import { toDateOnly } from './dates';

/** India Standard Time is UTC+5:30 all year: the operator's calendar. */
const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India ('YYYY-MM-DD'): a payment received today there is never "in the future". */
export function todayInIndia(now: Date = new Date()): string {
  return toDateOnly(new Date(now.getTime() + IST_OFFSET_MS));
}

export interface BookingBalance {
  /** Integer paise. */
  total: number;
  /** Received so far, integer paise. */
  amountPaid: number;
}

/** What is left to pay: the total minus what was received (never below zero). */
export function remainingAfter({ total, amountPaid }: BookingBalance): number {
  return Math.max(0, total - amountPaid);
}

/**
 * What a booking still asks the customer to pay: nothing once it is cancelled (what was paid is refunded by
 * the policy, never "due"); else the total less what was paid.
 */
export function amountDue(booking: BookingBalance & { status: string }): number {
  return booking.status === 'cancelled' ? 0 : remainingAfter(booking);
}

/** The balance's due date, shown only while a balance is asked for (not once cancelled or paid). */
export function balanceDueDateOf(
  booking: BookingBalance & { status: string; balanceDueDate: string | null },
): string | null {
  return amountDue(booking) > 0 ? booking.balanceDueDate : null;
}

export type PaymentOutcome =
  | { ok: true; amountPaid: number; remainingAmount: number }
  | { ok: false; reason: 'not-positive' | 'overpayment'; maxAmount: number };

/**
 * A payment received against a booking: the new amount paid and what remains, or why it is refused (an
 * amount that is not a positive whole number of paise, or more than is left to pay).
 */
export function applyPayment(balance: BookingBalance, amount: number): PaymentOutcome {
  const maxAmount = remainingAfter(balance);
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'not-positive', maxAmount };
  if (amount > maxAmount) return { ok: false, reason: 'overpayment', maxAmount };
  const amountPaid = balance.amountPaid + amount;
  return { ok: true, amountPaid, remainingAmount: remainingAfter({ total: balance.total, amountPaid }) };
}

/** A cancellation by the operator refunds everything received, in money (never a voucher). */
export function operatorRefund(amountPaid: number): { percent: 100; amount: number } {
  return { percent: 100, amount: amountPaid };
}

/**
 * A booking staff take with money at the counter is confirmed at once when the money covers what the site
 * would have asked at booking (the advance, or the full amount), as an online payment of it confirms.
 */
export function paidEnoughToConfirm(booking: { payableAmount: number; amountPaid: number }): boolean {
  return booking.amountPaid >= booking.payableAmount;
}
