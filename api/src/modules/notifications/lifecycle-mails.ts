import {
  MESSAGE_TEMPLATES,
  OFFICE_PHONE,
  formatRupees,
  formatTripDate,
  type TemplateValues,
} from '@trippy/domain';
import type { Booking, BookingChange } from '@trippy/contracts';
import { templateMailText } from '../message-templates/template-mail';

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

/** The values the departure-cancelled template is filled with for one of its bookings (the mail's and staff's). */
export function departureCancelledValues(booking: Booking, reason: string): TemplateValues {
  return {
    trip: booking.packageDetails.packageName,
    date: booking.batchDetails.startDate,
    reference: booking.reference,
    travellers: booking.bookingInfo.numberOfSeats,
    refund: booking.refund?.amount ?? 0,
    reason: reason.slice(0, 300),
    officePhone: OFFICE_PHONE,
  };
}

/** `template`: the departure-cancelled template's text (message_templates), filled here from the booking. */
export function departureCancelledMail(
  booking: Booking,
  reason: string,
  hello: string,
  template: string = MESSAGE_TEMPLATES['departure-cancelled'].defaultBody,
): { subject: string; body: string } {
  const main = templateMailText(template, 'departure-cancelled', departureCancelledValues(booking, reason));
  return {
    subject: `Departure cancelled: ${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate)})`,
    body: `${hello}\n\n${main}${SIGNATURE}`,
  };
}
