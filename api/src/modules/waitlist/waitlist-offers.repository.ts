import type { DbOrTx } from '../../db/schema';
import type { WaitlistRow } from './waitlist.repository';

/**
 * The entry's batch and customer, read without a lock (so the batch can be locked before the entry, the
 * order every seat change takes); undefined when there is no such entry.
 */
export async function findEntryRefs(
  tx: DbOrTx,
  entryId: string,
): Promise<Pick<WaitlistRow, 'batch_id' | 'customer_id'> | undefined> {
  return tx
    .selectFrom('waitlist_entries')
    .select(['batch_id', 'customer_id'])
    .where('id', '=', entryId)
    .executeTakeFirst();
}

/** The customer's mail address and first name (to mail an offer); undefined when there is no such customer. */
export async function offerRecipient(
  tx: DbOrTx,
  customerId: string,
): Promise<{ email: string; first_name: string; locale: 'en' | 'hi' } | undefined> {
  return tx
    .selectFrom('customers')
    .select(['email', 'first_name', 'locale'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** The id of the customer's entry still in line or holding an offer on the batch; undefined when none. */
export async function findActiveEntryId(
  tx: DbOrTx,
  batchId: string,
  customerId: string,
): Promise<string | undefined> {
  const active = await tx
    .selectFrom('waitlist_entries')
    .select('id')
    .where('batch_id', '=', batchId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();
  return active?.id;
}
