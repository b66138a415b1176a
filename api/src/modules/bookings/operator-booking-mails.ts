import { formatRupees, formatTripDate } from '@trippy/domain';
import { PAYMENT_METHOD_LABELS, type Booking, type PaymentMethod } from '@trippy/contracts';
import type { CustomerLanguage, CustomerText } from '../notifications/customer-language';

const SIGNATURE = '\n\nTeam Trippy Himalaya\nRajpur Road, Dehradun, Uttarakhand\nMon-Sat, 9 AM to 6 PM IST';

type Mail = { subject: string; body: string };

const trip = (booking: Booking) =>
  `${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate)})`;

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
): Mail {
  return {
    subject: `Payment received: ${booking.packageDetails.packageName}`,
    body: `${hello}\n\nWe received ${formatRupees(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]} on ${payment.receivedOn} for your booking ${booking.reference}, ${trip(booking)}.\n${
      remaining > 0
        ? `Balance left: ${formatRupees(remaining)}${booking.bookingInfo.balanceDueDate ? `, due by ${formatTripDate(booking.bookingInfo.balanceDueDate)}` : ''}.`
        : 'Your booking is fully paid.'
    }${SIGNATURE}`,
  };
}

export const bookingConfirmedLine =
  (booking: Booking): CustomerText =>
  (language) => {
    const { t } = language;
    return t('Booking confirmed: {trip}. See you in the hills!', { trip: tripIn(booking, language) });
  };

export function bookingConfirmedMail(booking: Booking, hello: string): Mail {
  return {
    subject: `Booking confirmed: ${booking.packageDetails.packageName}`,
    body: `${hello}\n\nYour booking ${booking.reference} for ${trip(booking)} is confirmed for ${booking.bookingInfo.numberOfSeats} traveller${booking.bookingInfo.numberOfSeats === 1 ? '' : 's'}.\nOur team will call you before departure with the reporting time and place.${SIGNATURE}`,
  };
}

const refundText = (reason: 'customer-request' | 'operator', refund: { percent: number; amount: number }) =>
  reason === 'operator'
    ? `As we cancelled it, you get a full refund of everything you paid: ${formatRupees(refund.amount)}, returned to you in money (not a voucher).`
    : `Refund under our cancellation policy: ${refund.percent}% of the amount paid = ${formatRupees(refund.amount)}.`;

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
): Mail {
  const why =
    reason === 'operator'
      ? 'We are sorry: we had to cancel your booking'
      : 'As you asked, we have cancelled your booking';
  return {
    subject: `Booking cancelled: ${booking.packageDetails.packageName}`,
    body: `${hello}\n\n${why} ${booking.reference} for ${trip(booking)}.\n${refundText(reason, refund)}\nRefunds are processed within 7-10 business days.${SIGNATURE}`,
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
