import type { DbOrTx } from '../../db/schema';
import type { CustomerRow } from './customers.repository';

export interface RegistrationClaims {
  /** The account that has the address, verified or not. */
  byEmail: CustomerRow | undefined;
  /** Another, never verified account holding the phone number that can be dropped for this registration. */
  stalePhoneHolder: CustomerRow | undefined;
  /** The phone belongs to a verified account, or to a pending one that already has bookings. */
  phoneBlocked: boolean;
}

/** Who already claims the address and the phone number, locked for the rest of the transaction. */
export async function findRegistrationClaims(
  db: DbOrTx,
  email: string,
  phone: string,
): Promise<RegistrationClaims> {
  const rows = await db
    .selectFrom('customers')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
    .forUpdate()
    .execute();
  const byEmail = rows.find((row) => row.email === email);
  const byPhone = rows.find((row) => row.phone === phone && row.id !== byEmail?.id);
  if (!byPhone) return { byEmail, stalePhoneHolder: undefined, phoneBlocked: false };
  const bookings = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', byPhone.id)
    .executeTakeFirst();
  const blocked = byPhone.email_verified || Number(bookings?.count ?? 0) > 0;
  return { byEmail, stalePhoneHolder: blocked ? undefined : byPhone, phoneBlocked: blocked };
}

/**
 * Creates the pending account, or overwrites the never-verified one with this address (a new password
 * revokes any token it had). A never-verified account holding the phone is removed first.
 */
export async function replacePendingRegistration(
  db: DbOrTx,
  id: string,
  fields: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    password_hash: string;
    locale: 'en' | 'hi';
  },
  claims: RegistrationClaims,
): Promise<void> {
  if (claims.stalePhoneHolder) {
    await db.deleteFrom('customers').where('id', '=', claims.stalePhoneHolder.id).execute();
  }
  if (claims.byEmail) {
    await db
      .updateTable('customers')
      .set((eb) => ({ ...fields, token_version: eb('token_version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute();
    return;
  }
  await db
    .insertInto('customers')
    .values({ id, ...fields })
    .execute();
}
