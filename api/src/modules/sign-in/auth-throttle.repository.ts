import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';
import { normalizeIdentifier } from '../customers/customers.repository';

/** Wrong passwords or codes allowed before the growing delay starts. */
export const FREE_FAILURES = 5;
/** First delay once the free failures are used; it doubles with every further failure, up to an hour. */
export const FIRST_DELAY_SECONDS = 15;
export const MAX_DELAY_SECONDS = 3600;
/** Failures older than this (and no delay running) are forgotten. */
export const FAILURE_WINDOW_SECONDS = 3600;
/** Least time between two one-time codes asked for the same identifier. */
export const CODE_REQUEST_WAIT_SECONDS = 30;

/** Seconds an account waits after its n-th failure in the window (0 while failures are free). */
export const delayAfterFailures = (failures: number): number =>
  failures < FREE_FAILURES
    ? 0
    : Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));

/** An identifier (email or phone, normalised) as stored: only its hash, never the address itself. */
const identifierHash = (identifier: string): string => {
  const { email, phone } = normalizeIdentifier(identifier);
  return crypto
    .createHash('sha256')
    .update(email ?? phone ?? '')
    .digest('hex');
};

/** The throttle key of a known account. */
export const accountKey = (customerId: string): string => `customer:${customerId}`;

/**
 * The throttle key of an account, or of the identifier when no account has it, so that real and unknown
 * accounts are throttled exactly alike.
 */
export const throttleKey = (customerId: string | undefined, identifier: string): string =>
  customerId ? accountKey(customerId) : `identifier:${identifierHash(identifier)}`;

/** The identifier itself (same for an existing and an unknown account): one-time code requests wait per identifier. */
export const codeRequestKey = (identifier: string): string => `code-request:${identifierHash(identifier)}`;

export type Attempt = { allowed: true } | { allowed: false; waitSeconds: number };

const windowExpired = sql`auth_throttle.window_started_at < clock_timestamp() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})`;
const nextFailures = sql`CASE WHEN ${windowExpired} THEN 1 ELSE auth_throttle.failures + 1 END`;

async function secondsUntil(db: DbOrTx, key: string, column: 'locked_until' | 'last_code_at', plus = 0) {
  const row = await sql<{ wait: number | string | null }>`
    SELECT ceil(extract(epoch from (${sql.ref(column)} + make_interval(secs => ${plus}) - clock_timestamp())))::float8 AS wait
    FROM auth_throttle WHERE key = ${key}`.execute(db);
  return Math.max(1, Number(row.rows[0]?.wait ?? 1));
}

/**
 * Counts an attempt as a failure before it is checked (a success clears it), in one statement, so that
 * concurrent guesses cannot all slip in before the count: when a delay is running the attempt is refused.
 */
export async function reserveAttempt(db: DbOrTx, key: string): Promise<Attempt> {
  const lockExpression = sql`CASE WHEN ${nextFailures} >= ${FREE_FAILURES}
      THEN clock_timestamp() + make_interval(secs => least(${MAX_DELAY_SECONDS}, ${FIRST_DELAY_SECONDS} * power(2, ${nextFailures} - ${FREE_FAILURES})))
      ELSE NULL END`;
  const result = await sql<{ failures: number }>`
    INSERT INTO auth_throttle (key, failures, window_started_at) VALUES (${key}, 1, clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      failures = ${nextFailures},
      locked_until = ${lockExpression},
      window_started_at = CASE WHEN ${windowExpired} THEN clock_timestamp() ELSE auth_throttle.window_started_at END
    WHERE auth_throttle.locked_until IS NULL OR auth_throttle.locked_until <= clock_timestamp()
    RETURNING failures`.execute(db);
  if (result.rows.length > 0) return { allowed: true };
  return { allowed: false, waitSeconds: await secondsUntil(db, key, 'locked_until') };
}

/** A correct password or code: the account starts afresh. */
export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await sql`UPDATE auth_throttle SET failures = 0, locked_until = NULL WHERE key = ${key}`.execute(db);
}

/** Claims the right to mail a new code for the identifier: at most one per CODE_REQUEST_WAIT_SECONDS. */
export async function claimCodeRequest(db: DbOrTx, key: string): Promise<Attempt> {
  const result = await sql<{ key: string }>`
    INSERT INTO auth_throttle (key, last_code_at) VALUES (${key}, clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET last_code_at = clock_timestamp()
    WHERE auth_throttle.last_code_at IS NULL
       OR auth_throttle.last_code_at <= clock_timestamp() - make_interval(secs => ${CODE_REQUEST_WAIT_SECONDS})
    RETURNING key`.execute(db);
  if (result.rows.length > 0) return { allowed: true };
  return {
    allowed: false,
    waitSeconds: Math.min(
      CODE_REQUEST_WAIT_SECONDS,
      await secondsUntil(db, key, 'last_code_at', CODE_REQUEST_WAIT_SECONDS),
    ),
  };
}
