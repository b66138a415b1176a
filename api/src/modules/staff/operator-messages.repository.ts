import { sql } from 'kysely';
import type { CustomerPick } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { containing, pageWithTotal } from '../../shared/list-query.repository';

export interface MessageRecipient {
  id: string;
  first_name: string;
  email: string;
}

/** An active customer account, or undefined. */
export async function findRecipient(db: DbOrTx, customerId: string): Promise<MessageRecipient | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'first_name', 'email'])
    .where('id', '=', customerId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function batchExists(db: DbOrTx, batchId: string): Promise<boolean> {
  return (
    (await db.selectFrom('batches').select('id').where('id', '=', batchId).executeTakeFirst()) !== undefined
  );
}

/** Every active customer with a non-cancelled booking on the batch, each once. */
export async function recipientsOfBatch(db: DbOrTx, batchId: string): Promise<MessageRecipient[]> {
  return db
    .selectFrom('customers')
    .select(['customers.id', 'customers.first_name', 'customers.email'])
    .where('customers.disabled_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bookings')
          .select('bookings.id')
          .whereRef('bookings.customer_id', '=', 'customers.id')
          .where('bookings.batch_id', '=', batchId)
          .where('bookings.status', '!=', 'cancelled'),
      ),
    )
    .orderBy('customers.id')
    .execute();
}

/** Customers whose name, email or phone contains `q` (wildcards taken literally), by name. */
export async function searchCustomers(
  db: DbOrTx,
  q: string,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomerPick[]; total: number }> {
  const like = containing(q);
  const query = db
    .selectFrom('customers')
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        like(sql<string>`(first_name || ' ' || last_name)`),
        like(eb.ref('email')),
        like(eb.ref('phone')),
      ]),
    );
  const { rows, total } = await pageWithTotal(
    query,
    query
      .select(['id', 'first_name', 'last_name', 'email', 'phone'])
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id'),
    page,
  );
  return {
    rows: rows.map((row) => ({
      _id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
    })),
    total,
  };
}
