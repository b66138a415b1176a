import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';
import { countCodeTry } from './auth-throttle.repository';
import { newId } from '../../db/ids';

export const OTP_TTL_MS = 10 * 60 * 1000;
/** Tries one code gets (the 5th wrong one ends it); the account-wide throttle bounds all codes together. */
export const OTP_MAX_ATTEMPTS = 5;

/** Customers' codes live in otp_codes, staff members' in staff_codes: the same columns but the owner's. */
const OWNER_COLUMN = { otp_codes: 'customer_id', staff_codes: 'staff_id' } as const;
export type CodeTable = keyof typeof OWNER_COLUMN;
export type CodePurpose<T extends CodeTable> = Database[T]['purpose'];

/** The auth_throttle key counting the tries of a stored code, or of none for the owner (see countCodeTry). */
const codeTryKey = (table: CodeTable, codeOrOwnerId: string) => `code-try:${table}:${codeOrOwnerId}`;

/** Six digits from a CSPRNG. */
export const generateCode = (): string => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

export const hashCode = (code: string, pepper: string): string =>
  crypto.createHmac('sha256', pepper).update(code).digest('hex');

/** Stores a hashed code that supersedes the owner's older unused ones for the purpose; returns its expiry. */
export async function storeCode<T extends CodeTable>(
  tx: DbOrTx,
  codes: T,
  ownerId: string,
  purpose: CodePurpose<T>,
  codeHash: string,
  ttlMs: number,
): Promise<Date> {
  const table: CodeTable = codes;
  const owner = OWNER_COLUMN[table];
  const expiresAt = new Date(Date.now() + ttlMs);
  await tx
    .updateTable(table)
    .set({ used_at: new Date() })
    .where(owner, '=', ownerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await tx
    .insertInto(table)
    .values({
      id: newId(),
      [owner]: ownerId,
      purpose,
      code_hash: codeHash,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return expiresAt;
}

/** A new 6-digit code (10 minutes, 5 tries) stored hashed; returns the plain code for the mail. */
export async function issueSixDigitCode<T extends CodeTable>(
  tx: DbOrTx,
  codes: T,
  ownerId: string,
  purpose: CodePurpose<T>,
  pepper: string,
): Promise<{ code: string; expiresAt: Date }> {
  const code = generateCode();
  const expiresAt = await storeCode(tx, codes, ownerId, purpose, hashCode(code, pepper), OTP_TTL_MS);
  return { code, expiresAt };
}

/**
 * Checks a code against the owner's latest unused one for the purpose, inside the caller's transaction: the
 * try is counted first (countCodeTry, whose row lock orders concurrent guesses), then judged; a code is single
 * use, expires after 10 minutes and dies at its 5th wrong try. Every failure looks the same to the caller.
 * `ownerId` may be a made-up id (unknown account): the same statements run, each touching one row, and the
 * answer is false.
 */
export async function checkCode<T extends CodeTable>(
  tx: DbOrTx,
  codes: T,
  ownerId: string,
  purpose: CodePurpose<T>,
  code: string,
  pepper: string,
): Promise<boolean> {
  const table: CodeTable = codes;
  const row = await findLatestCode(tx, table, ownerId, purpose);
  const tries = await countCodeTry(tx, codeTryKey(table, row.id));
  // The stand-in is judged too (its hash matches no code), so both paths hash and compare alike.
  const verdict = judgeCode({ ...row, attempts: tries - 1 }, code, pepper);
  if (!row.found || verdict !== 'accepted') return false;
  // Used once; a concurrent right guess that read the row too finds it used and is refused.
  const used = await tx
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}

/**
 * The owner's newest unused code for the purpose, as one row whether or not there is one: a missing code is
 * a stand-in with the owner's id, a hash no code has and the epoch as expiry, of the same types. A real
 * account's wrong guess and an unknown account's then cost the driver the same parsing (on PostgreSQL the
 * code login measured 0.04 ms more CPU for a real account when only it got a row back).
 */
async function findLatestCode(
  tx: DbOrTx,
  table: CodeTable,
  ownerId: string,
  purpose: string,
): Promise<{ id: string; code_hash: string; expires_at: Date; found: boolean }> {
  const { rows } = await sql<{ id: string; code_hash: string; expires_at: Date; found: boolean }>`
    SELECT coalesce(c.id, ${ownerId}) AS id,
           coalesce(c.code_hash, ${NO_CODE_HASH}) AS code_hash,
           coalesce(c.expires_at, to_timestamp(0)) AS expires_at,
           c.id IS NOT NULL AS found
      FROM (VALUES (1)) AS one (n)
      LEFT JOIN LATERAL (
        SELECT id, code_hash, expires_at FROM ${sql.table(table)}
         WHERE ${sql.ref(OWNER_COLUMN[table])} = ${ownerId} AND purpose = ${purpose} AND used_at IS NULL
         ORDER BY created_at DESC LIMIT 1
      ) AS c ON true`.execute(tx);
  const row = rows[0];
  if (!row) throw new Error('a LEFT JOIN on one VALUES row returns one row');
  return row;
}

/** Stands in for a missing code's hash: 64 hex digits, like every stored one. */
const NO_CODE_HASH = '0'.repeat(64);

export interface StoredCode {
  code_hash: string;
  /** Wrong tries before this one. */
  attempts: number;
  expires_at: Date | string;
}

/**
 * Whether `code` opens the newest unused stored code: compared in constant time, and hashed even when there
 * is no row, so a missing code takes as long as a wrong one. 'refused' counts as a wrong try.
 */
export function judgeCode(
  row: StoredCode | undefined,
  code: string,
  pepper: string,
  now: number = Date.now(),
): 'accepted' | 'refused' | 'none' {
  const expected = Buffer.from(row?.code_hash ?? hashCode('no code', pepper), 'hex');
  const actual = Buffer.from(hashCode(code, pepper), 'hex');
  const matches = expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  if (!row) return 'none';
  const usable = row.attempts < OTP_MAX_ATTEMPTS && new Date(row.expires_at).getTime() >= now;
  return usable && matches ? 'accepted' : 'refused';
}
