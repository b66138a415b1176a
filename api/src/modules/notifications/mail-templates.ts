import { formatRupees, formatTripDate } from '@trippy/domain';
import type { Booking, Locale } from '@trippy/contracts';
import { greeting } from './greeting';
import { customerLanguage, type CustomerLanguage } from './customer-language';

const timeInIndia = (iso: string, tag = 'en-IN') =>
  new Date(iso).toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export const SIGNATURE = customerLanguage('en').signature;
const SIGNATURE_HI = customerLanguage('hi').signature;

/** A code's purpose, as each language's code mail says it. */
export type CodePurposeText = Record<Locale, string>;

/** `firstName`: the account's own, and only when `to` is its verified address (else the greeting is neutral). */
export function otpMail(
  firstName: string | undefined,
  code: string,
  purpose: CodePurposeText,
  locale: Locale = 'en',
): { subject: string; body: string } {
  if (locale === 'hi')
    return {
      subject: `आपका ट्रिपी हिमालय कोड: ${code}`,
      body: `${greeting(firstName, 'hi')}\n\n${purpose.hi} के लिए कोड ${code} डालें। यह 10 मिनट में समाप्त हो जाएगा और केवल एक बार काम करेगा।\nअगर आपने यह कोड नहीं माँगा, तो इस ईमेल को अनदेखा करें।${SIGNATURE_HI}`,
    };
  return {
    subject: `Your Trippy Himalaya code: ${code}`,
    body: `${greeting(firstName)}\n\nUse the code ${code} to ${purpose.en}. It expires in 10 minutes and can be used once.\nIf you did not ask for it, ignore this email.${SIGNATURE}`,
  };
}

/** Registration with an address that already has an account: only the mailbox's owner learns it. */
export function accountExistsMail(
  firstName: string,
  language: CustomerLanguage = customerLanguage('en'),
): { subject: string; body: string } {
  const { t } = language;
  return {
    subject: t('You already have a Trippy Himalaya account'),
    body: `${greeting(firstName, language.locale)}\n\n${t('Someone (hopefully you) tried to register with this email address, which already has an account.')}\n${t('Log in with your password, or ask for a login code on the login page.')}\n${t('If it was not you, you can ignore this email: nothing has changed.')}${language.signature}`,
  };
}

/**
 * Registration with a phone number another account uses (often a family member's): told to the new address
 * only, with no code, and what to do instead, in the language the registration was made in. The address is
 * not proven, so the mail carries nothing the registration typed (not even the name) and nothing about the
 * other account.
 */
export function phoneTakenMail(language: CustomerLanguage = customerLanguage('en')): {
  subject: string;
  body: string;
} {
  const { t } = language;
  const lines = [
    greeting(undefined, language.locale),
    '',
    t(
      'We could not create your account: the mobile number you entered is already registered with another account, perhaps a family member’s. Each account needs its own mobile number, so no verification code was sent and there is nothing to enter.',
    ),
    '',
    t('What you can do:'),
    t(
      '- If that account is yours, log in with the mobile number and its password, or ask for a login code on the login page (the code goes to that account’s email).',
    ),
    t(
      '- If it is a family member’s, they can book seats for the whole family from their account, with each traveller’s name and ID.',
    ),
    t('- Or register again with your own mobile number.'),
    '',
    t('If you did not try to register, you can ignore this email: nothing has changed.'),
  ];
  return {
    subject: t('Your Trippy Himalaya registration could not be completed'),
    body: lines.join('\n') + language.signature,
  };
}

/**
 * The booking mails take `hello`, the account's greeting (see account-mail.ts): the full name typed on the
 * booking form is the staff's contact detail and never opens a mail.
 */
export function bookingConfirmationMail(
  booking: Booking,
  hello: string,
  locale: Locale = 'en',
): { subject: string; body: string } {
  if (locale === 'hi') return bookingConfirmationMailHi(booking, hello);
  const info = booking.bookingInfo;
  const holdEnds = booking.metadata.holdExpiresAt;
  const held = booking.metadata.state === 'held' && holdEnds;
  const heldUntil = holdEnds ? timeInIndia(holdEnds) : '';
  const lines = [
    hello,
    '',
    `Thank you for booking ${booking.packageDetails.packageName} (${booking.packageDetails.duration}).`,
    `Departure: ${formatTripDate(booking.batchDetails.startDate)} to ${formatTripDate(booking.batchDetails.endDate)}`,
    `Travellers: ${info.numberOfSeats}`,
    booking.addons.length > 0 ? `Add-ons: ${booking.addons.map((addon) => addon.name).join(', ')}` : '',
    `Subtotal: ${formatRupees(info.subtotal)}  GST: ${formatRupees(info.gst)}  Total: ${formatRupees(info.total)}`,
    held
      ? `Nothing has been paid yet. Your seats are held until ${heldUntil} IST: pay ${formatRupees(info.payableAmount)} online from My Bookings on our website before then to confirm them, or they are released.`
      : `Paid so far: ${formatRupees(booking.payment.amountPaid)}`,
    info.remainingAmount > 0
      ? `Balance ${formatRupees(info.remainingAmount)} due by ${info.balanceDueDate ?? ''}`
      : '',
    '',
    `Booking reference: ${booking.reference}. Our team will contact you within 24 hours.`,
  ];
  return {
    subject: `Booking received: ${booking.packageDetails.packageName}`,
    body: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n') + SIGNATURE,
  };
}

export function bookingCancelledMail(
  booking: Booking,
  hello: string,
  locale: Locale = 'en',
): { subject: string; body: string } {
  if (locale === 'hi') return bookingCancelledMailHi(booking, hello);
  const refund = booking.refund;
  return {
    subject: `Booking cancelled: ${booking.packageDetails.packageName}`,
    body: `${hello}\n\nYour booking ${booking.reference} for ${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate)}) is cancelled.\nRefund: ${refund ? `${refund.percent}% = ${formatRupees(refund.amount)}` : 'none'}, processed within 7-10 business days.${SIGNATURE}`,
  };
}

/**
 * The owner of an account told of repeated failed sign-ins (nothing secret: no password, code or address).
 * `paused`: the account's ceiling is reached and that way of signing in waits for everyone.
 */
export function signInAlertMail(
  hello: string,
  channel: 'password' | 'code',
  paused: boolean,
): { subject: string; body: string } {
  const tried = channel === 'password' ? 'wrong passwords' : 'wrong login codes';
  const now = !paused
    ? 'Each place the tries come from is slowed down; your own sign-in is not blocked.'
    : channel === 'password'
      ? 'Signing in with a password is paused for a while. You can still log in at once with a code mailed to this address: choose "Log in with a code instead" on the login page.'
      : 'Signing in with a code is paused for a while; your password still works.';
  return {
    subject: paused
      ? 'Sign-in to your Trippy Himalaya account is paused for a while'
      : 'Failed sign-ins to your Trippy Himalaya account',
    body: `${hello}\n\nSomeone has tried to sign in to your account with ${tried} many times in the last hour.\n${now}\nIf it was you, nothing needs doing. If it was not, your account stays safe as long as your password is not one you use elsewhere. We never ask for your password or a code by phone or mail.${SIGNATURE}`,
  };
}

const HI = 'hi-IN';

/** The booking confirmation in Hindi: the same facts and sums as the English, in Hindi dates and grouping. */
function bookingConfirmationMailHi(booking: Booking, hello: string): { subject: string; body: string } {
  const info = booking.bookingInfo;
  const holdEnds = booking.metadata.holdExpiresAt;
  const held = booking.metadata.state === 'held' && holdEnds;
  const rupees = (paise: number) => formatRupees(paise, HI);
  const lines = [
    hello,
    '',
    `${booking.packageDetails.packageName} (${booking.packageDetails.duration}) बुक करने के लिए धन्यवाद।`,
    `प्रस्थान: ${formatTripDate(booking.batchDetails.startDate, HI)} से ${formatTripDate(booking.batchDetails.endDate, HI)}`,
    `यात्री: ${info.numberOfSeats}`,
    booking.addons.length > 0 ? `अतिरिक्त सेवाएँ: ${booking.addons.map((addon) => addon.name).join(', ')}` : '',
    `उप-योग: ${rupees(info.subtotal)}  जीएसटी: ${rupees(info.gst)}  कुल: ${rupees(info.total)}`,
    held
      ? `अभी तक कोई भुगतान नहीं हुआ है। आपकी सीटें ${timeInIndia(holdEnds, HI)} IST तक रोकी गई हैं: सीटें पक्की करने के लिए उससे पहले हमारी वेबसाइट पर 'मेरी बुकिंग' से ${rupees(info.payableAmount)} ऑनलाइन भुगतान करें, वरना सीटें छोड़ दी जाएँगी।`
      : `अब तक भुगतान: ${rupees(booking.payment.amountPaid)}`,
    info.remainingAmount > 0
      ? `बाकी राशि ${rupees(info.remainingAmount)}, ${info.balanceDueDate ? formatTripDate(info.balanceDueDate, HI) : ''} तक देय`
      : '',
    '',
    `बुकिंग संदर्भ: ${booking.reference}। हमारी टीम 24 घंटे के भीतर आपसे संपर्क करेगी।`,
  ];
  return {
    subject: `बुकिंग मिल गई: ${booking.packageDetails.packageName}`,
    body: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n') + SIGNATURE_HI,
  };
}

function bookingCancelledMailHi(booking: Booking, hello: string): { subject: string; body: string } {
  const refund = booking.refund;
  const refundText = refund ? `${refund.percent}% = ${formatRupees(refund.amount, HI)}` : 'कोई नहीं';
  return {
    subject: `बुकिंग रद्द: ${booking.packageDetails.packageName}`,
    body: `${hello}\n\n${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate, HI)}) की आपकी बुकिंग ${booking.reference} रद्द कर दी गई है।\nरिफ़ंड: ${refundText}, 7-10 कार्य दिवसों में दिया जाएगा।${SIGNATURE_HI}`,
  };
}
