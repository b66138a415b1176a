import type { Db } from '../../db/schema';
import { enqueueCodeMail } from '../sign-in/code-mail';
import { updateCustomerProfile, type CustomerRow, type ProfileFields } from './customers.repository';
import { applyPendingEmail, setPendingEmail } from './email-change.repository';
import { checkOtp } from '../sign-in/otp';

/**
 * Saves the profile fields and, when the email changes, keeps the new address pending and queues the code
 * mailed to it, in one transaction: the new address takes effect only once that code comes back.
 * Returns the customer as stored and the mail to deliver after commit.
 */
export function updateProfile(
  db: Db,
  customerId: string,
  fields: ProfileFields,
  emailChange: string | undefined,
  pepper: string,
): Promise<{ row: CustomerRow; mailId: string | undefined }> {
  return db.transaction().execute(async (tx) => {
    const updated = await updateCustomerProfile(tx, customerId, fields);
    if (!emailChange) return { row: updated, mailId: undefined };
    const pending = await setPendingEmail(tx, customerId, emailChange);
    // The new address is not proven yet: the mail carries no name.
    const mailId = await enqueueCodeMail(tx, {
      customerId,
      to: emailChange,
      purpose: 'email-change',
      pepper,
      locale: fields.locale ?? updated.locale,
    });
    return { row: pending, mailId };
  });
}

/** A right code makes the pending address the customer's email; undefined for a wrong code or none pending. */
export function confirmEmailChange(
  db: Db,
  customerId: string,
  code: string,
  pepper: string,
): Promise<CustomerRow | undefined> {
  return db.transaction().execute(async (tx) => {
    const ok = await checkOtp(tx, customerId, 'email-change', code, pepper);
    return ok ? applyPendingEmail(tx, customerId) : undefined;
  });
}
