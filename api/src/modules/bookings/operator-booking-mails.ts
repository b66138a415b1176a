import { formatRupees, formatTripDate } from '@trippy/domain';
import { PAYMENT_METHOD_LABELS, type Booking, type PaymentMethod } from '@trippy/contracts';
import {
  customerLanguage,
  type CustomerLanguage,
  type CustomerText,
} from '../notifications/customer-language';

type Mail = { subject: string; body: string };

/** The trip of a booking in the customer's language: "Kedarnath Yatra (12 Dec 2026)". */
const tripIn = (booking: Booking, { date }: CustomerLanguage) =>
  `${booking.packageDetails.packageName} (${date(booking.batchDetails.startDate)})`;

/** The customer's line for a payment received (stored notification). */
export const paymentReceivedLine =
  (booking: Booking, amount: number, remaining: number): CustomerText =>
  (language) => {
    const { t } = language;
    const values = { amount: language.rupees(amount), trip: tripIn(booking, language) };
    return remaining > 0
      ? t('Payment received: {amount} for {trip}. Balance left: {balance}.', {
          ...values,
          balance: language.rupees(remaining),
        })
      : t('Payment received: {amount} for {trip}. Fully paid, thank you.', values);
  };

export function paymentReceivedMail(
  booking: Booking,
  payment: { amount: number; method: PaymentMethod; receivedOn: string },
  remaining: number,
  hello: string,
  language: CustomerLanguage = customerLanguage('en'),
): Mail {
  const { t, rupees, date } = language;
  const dueBy = booking.bookingInfo.balanceDueDate;
  const balance =
    remaining <= 0
      ? t('Your booking is fully paid.')
      : dueBy
        ? t('Balance left: {amount}, due by {date}.', { amount: rupees(remaining), date: date(dueBy) })
        : t('Balance left: {amount}.', { amount: rupees(remaining) });
  const received = t('We received {amount} by {method} on {date} for your booking {reference}, {trip}.', {
    amount: rupees(payment.amount),
    method: PAYMENT_METHOD_LABELS[payment.method],
    date: date(payment.receivedOn),
    reference: booking.reference,
    trip: tripIn(booking, language),
  });
  return {
    subject: t('Payment received: {trip}', { trip: booking.packageDetails.packageName }),
    body: `${hello}\n\n${received}\n${balance}${language.signature}`,
  };
}

export const bookingConfirmedLine =
  (booking: Booking): CustomerText =>
  (language) => {
    const { t } = language;
    return t('Booking confirmed: {trip}. See you in the hills!', { trip: tripIn(booking, language) });
  };

export function bookingConfirmedMail(
  booking: Booking,
  hello: string,
  language: CustomerLanguage = customerLanguage('en'),
): Mail {
  const { t } = language;
  const confirmed = t.plural(
    booking.bookingInfo.numberOfSeats,
    {
      one: 'Your booking {reference} for {trip} is confirmed for {count} traveller.',
      other: 'Your booking {reference} for {trip} is confirmed for {count} travellers.',
    },
    { reference: booking.reference, trip: tripIn(booking, language) },
  );
  return {
    subject: t('Booking confirmed: {trip}', { trip: booking.packageDetails.packageName }),
    body: `${hello}\n\n${confirmed}\n${t('Our team will call you before departure with the reporting time and place.')}${language.signature}`,
  };
}

const refundText = (
  reason: 'customer-request' | 'operator',
  refund: { percent: number; amount: number },
  { t, rupees }: CustomerLanguage,
) =>
  reason === 'operator'
    ? t(
        'As we cancelled it, you get a full refund of everything you paid: {amount}, returned to you in money (not a voucher).',
        { amount: rupees(refund.amount) },
      )
    : t('Refund under our cancellation policy: {percent}% of the amount paid = {amount}.', {
        percent: refund.percent,
        amount: rupees(refund.amount),
      });

export const operatorCancelledLine =
  (
    booking: Booking,
    reason: 'customer-request' | 'operator',
    refund: { percent: number; amount: number },
  ): CustomerText =>
  (language) => {
    const { t } = language;
    const values = { trip: tripIn(booking, language), amount: language.rupees(refund.amount) };
    return reason === 'operator'
      ? t(
          'Booking cancelled by Trippy Himalaya: {trip}. Full refund of {amount} (money, not a voucher).',
          values,
        )
      : t('Booking cancelled at your request: {trip}. Refund {percent}% = {amount}.', {
          ...values,
          percent: refund.percent,
        });
  };

export function operatorCancelledMail(
  booking: Booking,
  reason: 'customer-request' | 'operator',
  refund: { percent: number; amount: number },
  hello: string,
  language: CustomerLanguage = customerLanguage('en'),
): Mail {
  const { t } = language;
  const values = { reference: booking.reference, trip: tripIn(booking, language) };
  const why =
    reason === 'operator'
      ? t('We are sorry: we had to cancel your booking {reference} for {trip}.', values)
      : t('As you asked, we have cancelled your booking {reference} for {trip}.', values);
  return {
    subject: t('Booking cancelled: {trip}', { trip: booking.packageDetails.packageName }),
    body: `${hello}\n\n${why}\n${refundText(reason, refund, language)}\n${t('Refunds are processed within 7-10 business days.')}${language.signature}`,
  };
}

/**
 * To the operator's address: a new booking, to call the customer within 24 hours. The contact details typed
 * on the booking form are shown here, to the staff, as data after a label.
 */
export function newBookingOperatorMail(booking: Booking): Mail {
  const info = booking.bookingInfo;
  return {
    subject: `New booking: ${booking.customerDetails.fullName}, ${booking.packageDetails.packageName}`,
    body: [
      `New booking ${booking.reference}`,
      `Package: ${booking.packageDetails.packageName}`,
      `Departure: ${formatTripDate(booking.batchDetails.startDate)} to ${formatTripDate(booking.batchDetails.endDate)}`,
      `Travellers: ${info.numberOfSeats} (${info.paymentType === 'advance' ? 'advance' : 'full'} payment)`,
      `Total: ${formatRupees(info.total)}`,
      `Customer: ${booking.customerDetails.fullName}, ${booking.customerDetails.phone}, ${booking.customerDetails.email}`,
      '',
      'Call the customer within 24 hours. Open the booking in the back office: /operator/bookings/' +
        booking._id,
    ].join('\n'),
  };
}
