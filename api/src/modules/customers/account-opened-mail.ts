import { formatTripDate } from '@trippy/domain';
import type { Booking } from '@trippy/contracts';
import { SIGNATURE } from '../notifications/mail-templates';
import { PASSWORD_LINK_TTL_MS } from './password-links.repository';

const LINK_DAYS = PASSWORD_LINK_TTL_MS / (24 * 60 * 60 * 1000);

/**
 * To the address staff typed for a pilgrim they booked: the booking, and the link to choose a password (the
 * only way a password is set: staff never choose one). Using the link proves the address.
 */
export function accountOpenedMail(
  firstName: string,
  booking: Booking,
  links: { setPassword: string; signIn: string },
): { subject: string; body: string } {
  const lines = [
    `Namaste ${firstName},`,
    '',
    `Our office has booked ${booking.packageDetails.packageName} for you, departing ${formatTripDate(booking.batchDetails.startDate)} (booking ${booking.reference}), and opened an account for you on our website with this email address.`,
    '',
    `To see your booking, pay online and get our messages, choose a password here (the link works once, for ${LINK_DAYS} days):`,
    links.setPassword,
    '',
    `After that, or if the link has expired, you can also sign in with a code sent to this address: ${links.signIn}`,
    '',
    'If you did not ask us for a booking, reply to this mail and we will remove it.',
  ];
  return {
    subject: `Your booking ${booking.reference} and your account`,
    body: lines.join('\n') + SIGNATURE,
  };
}
