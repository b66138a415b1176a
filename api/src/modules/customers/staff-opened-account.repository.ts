import { conflict, notFound } from '@trippy/domain';
import type { NewCustomer, OperatorBookingCreateBody, OperatorCustomerMatch } from '@trippy/contracts';
import type { Db, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';
import {
  findCustomerById,
  isUniqueViolation,
  normalizeIdentifier,
  type CustomerRow,
} from './customers.repository';

export const PHONE_HAS_ACCOUNT =
  'An account already has this mobile number: look the number up and book for that account.';
export const EMAIL_HAS_ACCOUNT =
  'An account already has this email address: look it up by email and book for that account, or use another address.';

/** No password until its owner chooses one through the mailed link: nothing verifies against this. */
const NO_PASSWORD = '!';

/** The account with this mobile number or email (as typed by staff), with how many bookings it has. */
export async function lookUpCustomer(
  db: DbOrTx,
  identifier: string,
): Promise<OperatorCustomerMatch | undefined> {
  const { email, phone } = normalizeIdentifier(identifier);
  const row = await db
    .selectFrom('customers as c')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.phone', 'c.address', 'c.email_verified'])
    .select((eb) =>
      eb
        .selectFrom('bookings as b')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('b.customer_id', '=', 'c.id')
        .as('bookings'),
    )
    .where(email ? 'c.email' : 'c.phone', '=', email ?? phone ?? '')
    .where('c.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    emailVerified: row.email_verified,
    bookings: Number(row.bookings ?? 0),
  };
}

async function openAccount(db: Db, customer: NewCustomer): Promise<CustomerRow> {
  const email = customer.email.trim().toLowerCase();
  const taken = await db
    .selectFrom('customers')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', customer.phone)]))
    .execute();
  if (taken.some((row) => row.phone === customer.phone)) throw conflict(PHONE_HAS_ACCOUNT);
  if (taken.length > 0) throw conflict(EMAIL_HAS_ACCOUNT);
  try {
    return await db
      .insertInto('customers')
      .values({
        id: newId(),
        first_name: customer.firstName.trim(),
        last_name: customer.lastName.trim(),
        email,
        phone: customer.phone,
        password_hash: NO_PASSWORD,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Opened a moment ago by another request: the same answer as when it was there before.
    if (isUniqueViolation(error)) throw conflict(PHONE_HAS_ACCOUNT);
    throw error;
  }
}

/**
 * The account a staff booking is for: an existing, enabled one, or one opened now. A new account is unverified
 * and has no password; the booking's transaction mails its owner the link to choose one.
 */
export async function accountForStaffBooking(
  db: Db,
  customer: OperatorBookingCreateBody['customer'],
): Promise<{ row: CustomerRow; opened: boolean }> {
  if ('customerId' in customer) {
    const row = await findCustomerById(db, customer.customerId);
    if (!row || row.disabled_at !== null) throw notFound('Customer not found');
    return { row, opened: false };
  }
  return { row: await openAccount(db, customer), opened: true };
}
