import type { RegisterBody } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { newId } from '../../db/ids';
import { enqueueMail } from '../notifications/outbox.repository';
import { enqueueCodeMail } from '../sign-in/code-mail';
import { replacePendingRegistration, findRegistrationClaims } from './registration.repository';
import { accountExistsMail, phoneTakenMail } from '../notifications/mail-templates';
import { customerLanguage } from '../notifications/customer-language';

/**
 * Stores or replaces the pending registration in one transaction and returns the mail to send after commit.
 * An address with a verified account, or a phone number a verified account (or a pending one with bookings)
 * holds, gets a mail saying so instead: the answer to the caller is the same in every case.
 */
export function registerPending(
  db: Db,
  body: RegisterBody,
  email: string,
  passwordHash: string,
  pepper: string,
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const claims = await findRegistrationClaims(tx, email, body.phone);
    if (claims.byEmail?.email_verified) {
      return enqueueMail(tx, {
        kind: 'account-exists',
        to: email,
        ...accountExistsMail(claims.byEmail.first_name, customerLanguage(claims.byEmail.locale)),
      });
    }
    if (claims.phoneBlocked) {
      const mail = phoneTakenMail(customerLanguage(body.locale ?? 'en'));
      return enqueueMail(tx, { kind: 'phone-taken', to: email, ...mail });
    }
    const fields = {
      first_name: body.firstName.trim(),
      last_name: body.lastName.trim(),
      email,
      phone: body.phone,
      password_hash: passwordHash,
      locale: body.locale ?? 'en',
    };
    const id = claims.byEmail ? claims.byEmail.id : newId();
    await replacePendingRegistration(tx, id, fields, claims);
    // The address is not proven yet: the code mail carries nothing the registration typed.
    return enqueueCodeMail(tx, {
      customerId: id,
      to: email,
      purpose: 'verify',
      pepper,
      locale: fields.locale,
    });
  });
}
