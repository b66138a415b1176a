import { MESSAGE_TEMPLATES, OFFICE_PHONE, type TemplateValues } from '@trippy/domain';
import type { Booking, BookingChange } from '@trippy/contracts';
import { templateMailText } from '../message-templates/template-mail';
import { customerLanguage, type CustomerLanguage, type CustomerText } from './customer-language';

// Lines and mails of a trip's changes. Never identity numbers or other travellers' details: only the booking.

/** What a batch change did to the price, in the customer's language. */
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
  language: CustomerLanguage = customerLanguage('en'),
): { subject: string; body: string } {
  const { t, rupees, date } = language;
  const payment = booking.payment;
  const balance =
    payment.balance <= 0
      ? ''
      : payment.balanceDueDate
        ? t('Balance: {amount} due by {date}.', {
            amount: rupees(payment.balance),
            date: date(payment.balanceDueDate),
          })
        : t('Balance: {amount} due now.', { amount: rupees(payment.balance) });
  const lines = [
    hello,
    '',
    t('Your booking {reference} for {trip} has moved to the batch of {start} to {end} (it was {was}).', {
      reference: booking.reference,
      trip: booking.packageDetails.packageName,
      start: date(change.toStartDate),
      end: date(booking.batchDetails.endDate),
      was: date(change.fromStartDate),
    }),
    differenceIn(change, booking, language),
    t('Total: {total}. Paid: {paid}.', {
      total: rupees(booking.bookingInfo.total),
      paid: rupees(payment.amountPaid),
    }),
    balance,
  ];
  return {
    subject: t('Batch changed: {trip}', { trip: booking.packageDetails.packageName }),
    body: lines.filter(Boolean).join('\n') + language.signature,
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
  language: CustomerLanguage = customerLanguage('en'),
): { subject: string; body: string } {
  const { t, date } = language;
  const values = departureCancelledValues(booking, reason);
  const main = templateMailText(template, 'departure-cancelled', values, language.locale);
  return {
    subject: t('Departure cancelled: {trip} ({date})', {
      trip: booking.packageDetails.packageName,
      date: date(booking.batchDetails.startDate),
    }),
    body: `${hello}\n\n${main}${language.signature}`,
  };
}
