import { isProfileComplete } from '@trippy/domain';
import type { Customer, Locale } from '@trippy/contracts';
import type { Database, DbOrTx } from '../../db/schema';
import { sql, type Selectable } from 'kysely';
import { iso } from '../../db/ids';

export type CustomerRow = Selectable<Database['customers']>;

export function toCustomer(row: CustomerRow): Customer {
  const customer = {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
  };
  return {
    ...customer,
    isProfileComplete: isProfileComplete(customer),
    emailVerified: row.email_verified,
    pendingEmail: row.pending_email,
    locale: row.locale,
    createdAt: iso(row.created_at),
  };
}

/** Email (case-insensitive) or 10-digit phone (a +91 or 0 prefix is accepted). */
export function normalizeIdentifier(identifier: string): { email?: string; phone?: string } {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return { email: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)(?=\d{10}$)/, '');
  return { phone: digits };
}

export async function findCustomerByIdentifier(
  db: DbOrTx,
  identifier: string,
): Promise<CustomerRow | undefined> {
  const { email, phone } = normalizeIdentifier(identifier);
  let query = db.selectFrom('customers').selectAll();
  query = email ? query.where('email', '=', email) : query.where('phone', '=', phone ?? '');
  return query.executeTakeFirst();
}

export function findCustomerById(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Postgres unique violation (23505) on customers' email or phone. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** An id no customer has: checks for an unknown account run the same queries as for a real one. */
export const UNKNOWN_CUSTOMER_ID = '0'.repeat(24);

/**
 * The active account an identifier signs in to, as one row whether or not there is one (the stand-in has
 * UNKNOWN_CUSTOMER_ID): a code sign-in's lookup costs the driver the same for a real and an unknown account.
 */
export async function findSignInAccount(
  db: DbOrTx,
  identifier: string,
): Promise<{ id: string; known: boolean }> {
  const { email, phone } = normalizeIdentifier(identifier);
  const matches = email ? sql`c.email = ${email}` : sql`c.phone = ${phone ?? ''}`;
  const { rows } = await sql<{ id: string; known: boolean }>`
    SELECT coalesce(c.id, ${UNKNOWN_CUSTOMER_ID}) AS id, c.id IS NOT NULL AS known
      FROM (VALUES (1)) AS one (n)
      LEFT JOIN customers AS c ON ${matches} AND c.disabled_at IS NULL`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('a LEFT JOIN on one VALUES row returns at least one row');
  return row;
}

/** A customer who may sign in (a disabled account is treated as unknown). */
export async function findActiveCustomerByIdentifier(
  db: DbOrTx,
  identifier: string,
): Promise<CustomerRow | undefined> {
  const row = await findCustomerByIdentifier(db, identifier);
  return row && row.disabled_at === null ? row : undefined;
}

/**
 * Where the account's own mail goes: its email, only once verified, and the first name it registered with.
 * Never the contact address typed on a booking form (that one is a detail for the staff).
 */
export async function findMailRecipient(
  db: DbOrTx,
  id: string,
): Promise<{ email: string; firstName: string; locale: Locale } | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['email', 'first_name', 'email_verified', 'locale'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.email_verified
    ? { email: row.email, firstName: row.first_name, locale: row.locale }
    : undefined;
}

/** The fields a customer edits on the profile page. */
export type ProfileFields = Partial<
  Pick<CustomerRow, 'first_name' | 'last_name' | 'phone' | 'address' | 'locale'>
>;

/** Writes the given profile fields (a unique violation means another account has the phone). */
export function updateCustomerProfile(db: DbOrTx, id: string, fields: ProfileFields): Promise<CustomerRow> {
  return db
    .updateTable('customers')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function markEmailVerified(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  return db
    .updateTable('customers')
    .set({ email_verified: true, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The token version and state that every authenticated request is checked against. */
export function findTokenState(
  db: DbOrTx,
  id: string,
): Promise<{ token_version: number; disabled_at: Date | null } | undefined> {
  return db
    .selectFrom('customers')
    .select(['token_version', 'disabled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every token issued so far stops working (logout, password change, disabling). */
export async function revokeTokens(db: DbOrTx, id: string): Promise<void> {
  await db
    .updateTable('customers')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * The password its owner chose through a mailed link: the address is proven by the link, and every token
 * issued before stops working.
 */
export function setChosenPassword(
  db: DbOrTx,
  id: string,
  passwordHash: string,
): Promise<CustomerRow | undefined> {
  return db
    .updateTable('customers')
    .set((eb) => ({
      password_hash: passwordHash,
      email_verified: true,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
