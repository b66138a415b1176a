import type { Db, DbOrTx } from '../../db/schema';
import { issueOtp, type OtpPurpose } from './otp';
import { enqueueMail } from '../notifications/outbox.repository';
import { otpMail, type CodePurposeText } from '../notifications/mail-templates';
import type { Locale } from '@trippy/contracts';

const WHAT_THE_CODE_DOES: Record<OtpPurpose, CodePurposeText> = {
  verify: { en: 'verify your account', hi: 'अपना खाता सत्यापित करने' },
  login: { en: 'log in', hi: 'लॉग इन करने' },
  'email-change': { en: 'confirm your new email address', hi: 'अपना नया ईमेल पता पक्का करने' },
};

export interface CodeMail {
  customerId: string;
  /**
   * The account's own first name, only when `to` is the account's verified address: a code mailed to an
   * address not yet proven (registration, email change) opens with a neutral greeting, so nobody can send a
   * stranger the site's mail with words of their choosing.
   */
  firstName?: string;
  to: string;
  purpose: OtpPurpose;
  pepper: string;
  /** The language of the mail: the account's, or the page's the registration came from. */
  locale?: Locale;
}

/**
 * A new one-time code for the purpose (older unused ones stop working) and its mail in the outbox, in the
 * caller's transaction; returns the mail's id for delivery after commit.
 */
export async function enqueueCodeMail(tx: DbOrTx, code: CodeMail): Promise<string> {
  const otp = await issueOtp(tx, code.customerId, code.purpose, code.pepper);
  return enqueueMail(tx, {
    kind: 'otp',
    to: code.to,
    ...otpMail(code.firstName, otp.code, WHAT_THE_CODE_DOES[code.purpose], code.locale),
  });
}

/** The same in a transaction of its own: the code and its mail are stored together or not at all. */
export function issueCodeMail(db: Db, code: CodeMail): Promise<string> {
  return db.transaction().execute((tx) => enqueueCodeMail(tx, code));
}
