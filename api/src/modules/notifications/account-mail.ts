import type { DbOrTx } from '../../db/schema';
import { findMailRecipient } from '../customers/customers.repository';
import { greeting } from './greeting';
import { customerLanguage, type CustomerLanguage } from './customer-language';
import { enqueueMail, type OutgoingMail } from './outbox.repository';

/** A mail in the customer's language. */
export type ComposeMail = (hello: string, language: CustomerLanguage) => { subject: string; body: string };

/**
 * A mail about the customer's own bookings, in the caller's transaction: to the account's verified email
 * (never to the contact email typed on a booking form, which only the staff see), opening with the
 * account's greeting, in the account's language. Undefined when the account has no verified address: nothing is queued.
 */
export async function enqueueAccountMail(
  tx: DbOrTx,
  customerId: string,
  kind: OutgoingMail['kind'],
  compose: ComposeMail,
): Promise<string | undefined> {
  const recipient = await findMailRecipient(tx, customerId);
  if (!recipient) return undefined;
  const { locale } = recipient;
  return enqueueMail(tx, {
    kind,
    to: recipient.email,
    ...compose(greeting(recipient.firstName, locale), customerLanguage(locale)),
  });
}
