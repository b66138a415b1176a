import { isProfileComplete } from '@trippy/domain';
import type { Customer } from '@trippy/contracts';
import type { Database, DbOrTx } from '../db/schema';
import type { Selectable } from 'kysely';
import { iso } from '../db/ids';

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
