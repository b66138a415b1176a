import {
  MESSAGE_TEMPLATES,
  OFFICE_PHONE,
  formatRupees,
  formatTripDate,
  type TemplateValues,
} from '@trippy/domain';
import type { Booking, BookingChange } from '@trippy/contracts';
import { templateMailText } from '../message-templates/template-mail';
import type { CustomerLanguage, CustomerText } from './customer-language';

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

/** differenceLine in the customer's language. */
function differenceIn(change: BookingChange, booking: Booking, { t, rupees }: CustomerLanguage): string {
  if (change.difference > 0)
    return t('The new price is {amount} more.', { amount: rupees(change.difference) });
  if (change.difference < 0) {
    const owed = booking.payment.owedToCustomer;
    const amount = rupees(-change.difference);
    return owed > 0
      ? t('The new price is {amount} less: we will refund {owed} to you in money.', {
          amount,
          owed: rupees(owed),
        })
      : t('The new price is {amount} less.', { amount });
  }
  return t('The price is the same.');
}

export const batchChangedLine =
  (booking: Booking, change: BookingChange): CustomerText =>
  (language) => {
    const { t, date } = language;
    const line = t('Batch changed: {trip} now departs {to} (was {from}). {difference}', {
      trip: booking.packageDetails.packageName,
      to: date(change.toStartDate),
      from: date(change.fromStartDate),
      difference: differenceIn(change, booking, language),
    });
    return line.slice(0, 500);
  };

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

export const departureCancelledLine =
  (booking: Booking, reason: string): CustomerText =>
  ({ t, date, rupees }) =>
    t(
      'Departure cancelled by Trippy Himalaya: {trip} ({date}). {reason}. Full refund of {amount} in money, not a voucher.',
      {
        trip: booking.packageDetails.packageName,
        date: date(booking.batchDetails.startDate),
        reason: reason.slice(0, 200),
        amount: rupees(booking.refund?.amount ?? 0),
      },
    );

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
