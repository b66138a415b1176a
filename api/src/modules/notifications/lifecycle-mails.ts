import { formatRupees, formatTripDate } from '@trippy/domain';
import type { Booking, BookingChange } from '@trippy/contracts';

// Lines and mails of a trip's changes. Never identity numbers or other travellers' details: only the booking.
const SIGNATURE = '\n\nTeam Trippy Himalaya\nRajpur Road, Dehradun, Uttarakhand\nMon-Sat, 9 AM to 6 PM IST';

function differenceLine(change: BookingChange, booking: Booking): string {
  if (change.difference > 0) return `The new price is ${formatRupees(change.difference)} more.`;
  if (change.difference < 0) {
    const owed = booking.payment.owedToCustomer;
    return owed > 0
      ? `The new price is ${formatRupees(-change.difference)} less: we will refund ${formatRupees(owed)} to you in money.`
      : `The new price is ${formatRupees(-change.difference)} less.`;
  }
  return 'The price is the same.';
}

export function batchChangedLine(booking: Booking, change: BookingChange): string {
  return `Batch changed: ${booking.packageDetails.packageName} now departs ${formatTripDate(change.toStartDate)} (was ${formatTripDate(change.fromStartDate)}). ${differenceLine(change, booking)}`.slice(
    0,
    500,
  );
}

export function batchChangedMail(
  booking: Booking,
  change: BookingChange,
  hello: string,
): { subject: string; body: string } {
  const payment = booking.payment;
  const lines = [
    hello,
    '',
    `Your booking ${booking.reference} for ${booking.packageDetails.packageName} has moved to the batch of ${formatTripDate(change.toStartDate)} to ${formatTripDate(booking.batchDetails.endDate)} (it was ${formatTripDate(change.fromStartDate)}).`,
    differenceLine(change, booking),
    `Total: ${formatRupees(booking.bookingInfo.total)}. Paid: ${formatRupees(payment.amountPaid)}.`,
    payment.balance > 0
      ? `Balance: ${formatRupees(payment.balance)}${payment.balanceDueDate ? ` due by ${formatTripDate(payment.balanceDueDate)}` : ' due now'}.`
      : '',
  ];
  return {
    subject: `Batch changed: ${booking.packageDetails.packageName}`,
    body: lines.filter(Boolean).join('\n') + SIGNATURE,
  };
}

export function departureCancelledLine(booking: Booking, reason: string): string {
  const amount = booking.refund?.amount ?? 0;
  return `Departure cancelled by Trippy Himalaya: ${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate)}). ${reason.slice(0, 200)}. Full refund of ${formatRupees(amount)} in money, not a voucher.`;
}

export function departureCancelledMail(
  booking: Booking,
  reason: string,
  hello: string,
): { subject: string; body: string } {
  const amount = booking.refund?.amount ?? 0;
  return {
    subject: `Departure cancelled: ${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate)})`,
    body: `${hello}\n\nWe are sorry: we have had to cancel the departure of ${booking.packageDetails.packageName} on ${formatTripDate(booking.batchDetails.startDate)}.\nReason: ${reason}\nYour booking ${booking.reference} is cancelled and everything you paid, ${formatRupees(amount)}, is refunded in full, in money (not a voucher), within 7-10 business days.\nIf you would like to travel on another date, reply to this email or call us.${SIGNATURE}`,
  };
}
