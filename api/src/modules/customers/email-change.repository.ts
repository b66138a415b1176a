import type { DbOrTx } from '../../db/schema';
import type { CustomerRow } from './customers.repository';

/** Remembers the address waiting for its confirmation code; the current one stays in use. */
export function setPendingEmail(db: DbOrTx, customerId: string, email: string): Promise<CustomerRow> {
  return db
    .updateTable('customers')
    .set({ pending_email: email, updated_at: new Date() })
    .where('id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The confirmed address replaces the old one, verified (a unique violation means another account took it). */
export function applyPendingEmail(db: DbOrTx, customerId: string): Promise<CustomerRow | undefined> {
  return db
    .updateTable('customers')
    .set((eb) => ({
      email: eb.ref('pending_email').$castTo<string>(),
      pending_email: null,
      email_verified: true,
      updated_at: new Date(),
    }))
    .where('id', '=', customerId)
    .where('pending_email', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}
