import crypto from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';
import { normalizeIdentifier } from '../customers/customers.repository';

/**
 * How many failures a throttle lets through free, and the delay after: it starts at `firstDelaySeconds`
 * once the free ones are used and doubles with every further failure, up to `maxDelaySeconds`.
 */
export interface ThrottlePolicy {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Wrong passwords (or codes) for one account from one source address: 5 free, then 15 s doubling to an hour. */
export const PER_SOURCE: ThrottlePolicy = { free: 5, firstDelaySeconds: 15, maxDelaySeconds: 3600 };
/**
 * Wrong passwords (or codes) for one account from every address together. One address gets about 13 tries
 * an hour under PER_SOURCE, so no single stranger can reach this ceiling; a crowd of addresses can, and then
 * the password path waits while the mailed code (which proves the mailbox) stays open.
 */
export const PER_ACCOUNT: ThrottlePolicy = { free: 50, firstDelaySeconds: 15, maxDelaySeconds: 3600 };
/** The account's owner is mailed at its 10th failure in the window and again when the ceiling is reached. */
export const ALERT_AFTER_FAILURES = 10;
/** Kept for callers of one counter (the email-change code): the per-source policy's first free failures. */
export const FREE_FAILURES = PER_SOURCE.free;
export const FIRST_DELAY_SECONDS = PER_SOURCE.firstDelaySeconds;
export const MAX_DELAY_SECONDS = PER_SOURCE.maxDelaySeconds;
/** Failures older than this (and no delay running) are forgotten. */
export const FAILURE_WINDOW_SECONDS = 3600;
/** Least time between two one-time codes asked for the same identifier. */
export const CODE_REQUEST_WAIT_SECONDS = 30;

/** Seconds a counter waits after its n-th failure in the window (0 while failures are free). */
export const delayAfterFailures = (failures: number, policy: ThrottlePolicy = PER_SOURCE): number =>
  failures < policy.free
    ? 0
    : Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (failures - policy.free));

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
export function throttleKey(customerId: string | undefined, identifier: string): string {
  // Hashed for real accounts too, so that building the key costs the same.
  const byIdentifier = `identifier:${identifierHash(identifier)}`;
  return customerId ? accountKey(customerId) : byIdentifier;
}

/** The identifier itself (same for an existing and an unknown account): one-time code requests wait per identifier. */
export const codeRequestKey = (identifier: string): string => `code-request:${identifierHash(identifier)}`;

/**
 * The source address as throttled: an IPv4 address, or the /64 network of an IPv6 one (one subscriber's
 * usual allocation, so a single attacker cannot rotate through it); IPv4-mapped IPv6 counts as IPv4.
 */
export function sourceBlock(address: string): string {
  const plain = address.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1] ?? plain;
  if (!net.isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const full = [
    ...before,
    ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'),
    ...after,
  ];
  return `${full
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Which attempts a sign-in counts: wrong passwords and wrong codes never share a counter. */
export type SignInChannel = 'password' | 'code';

/** The two counters of one sign-in attempt: the account's (every address) and the account's from this source. */
export interface SignInKeys {
  account: string;
  source: string;
}

/**
 * The counters for `subject` (throttleKey's account or unknown identifier, or a staff member's) on the
 * channel, from the source address (stored as a hash, like the identifier).
 */
export function signInKeys(channel: SignInChannel, subject: string, sourceAddress: string): SignInKeys {
  const account = `${channel}:${subject}`;
  const source = crypto.createHash('sha256').update(sourceBlock(sourceAddress)).digest('hex').slice(0, 32);
  return { account, source: `${account}:from:${source}` };
}

export type Attempt = { allowed: true; failures: number } | { allowed: false; waitSeconds: number };
export type Claim = { allowed: true } | { allowed: false; waitSeconds: number };

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
 * Answers the count including this attempt.
 */
export async function reserveAttempt(
  db: DbOrTx,
  key: string,
  policy: ThrottlePolicy = PER_SOURCE,
): Promise<Attempt> {
  const lockExpression = sql`CASE WHEN ${nextFailures} >= ${policy.free}
      THEN clock_timestamp() + make_interval(secs => least(${policy.maxDelaySeconds}, ${policy.firstDelaySeconds} * power(2, ${nextFailures} - ${policy.free})))
      ELSE NULL END`;
  const result = await sql<{ failures: number }>`
    INSERT INTO auth_throttle (key, failures, window_started_at) VALUES (${key}, 1, clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      failures = ${nextFailures},
      locked_until = ${lockExpression},
      window_started_at = CASE WHEN ${windowExpired} THEN clock_timestamp() ELSE auth_throttle.window_started_at END
    WHERE auth_throttle.locked_until IS NULL OR auth_throttle.locked_until <= clock_timestamp()
    RETURNING failures`.execute(db);
  const row = result.rows[0];
  if (row) return { allowed: true, failures: Number(row.failures) };
  return { allowed: false, waitSeconds: await secondsUntil(db, key, 'locked_until') };
}

/**
 * Counts one try of a stored one-time code (or of none: `codeKey` then names the account or the unknown
 * identifier's stand-in) and answers the tries so far including this one. One upsert on this table for every
 * account, real or not, with or without a code waiting, so the answer's time does not tell them apart; its
 * row lock also makes concurrent guesses at one code count one after another.
 */
export async function countCodeTry(db: DbOrTx, codeKey: string): Promise<number> {
  const result = await sql<{ failures: number }>`
    INSERT INTO auth_throttle (key, failures, window_started_at) VALUES (${codeKey}, 1, clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      failures = ${nextFailures},
      window_started_at = CASE WHEN ${windowExpired} THEN clock_timestamp() ELSE auth_throttle.window_started_at END
    RETURNING failures`.execute(db);
  return Number(result.rows[0]?.failures ?? 1);
}

/** A correct password or code: the counter starts afresh. */
export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await sql`UPDATE auth_throttle SET failures = 0, locked_until = NULL WHERE key = ${key}`.execute(db);
}

export type SignInAttempt =
  { allowed: true; accountFailures: number } | { allowed: false; waitSeconds: number };

/**
 * Reserves a sign-in attempt on both counters: first the account's from this source (5 free), then, only
 * if that one lets it through, the account's from everywhere (50 free). A source that is already waiting
 * adds nothing to the account's count, so one address cannot push the owner out; and the channel keeps
 * password and code attempts apart. Real and unknown accounts run the same statements.
 */
export async function reserveSignIn(db: DbOrTx, keys: SignInKeys): Promise<SignInAttempt> {
  const source = await reserveAttempt(db, keys.source, PER_SOURCE);
  if (!source.allowed) return source;
  const account = await reserveAttempt(db, keys.account, PER_ACCOUNT);
  if (!account.allowed) return account;
  return { allowed: true, accountFailures: account.failures };
}

/** A correct password or code: both its counters start afresh. */
export async function clearSignIn(db: DbOrTx, keys: SignInKeys): Promise<void> {
  await sql`UPDATE auth_throttle SET failures = 0, locked_until = NULL WHERE key IN (${keys.source}, ${keys.account})`.execute(
    db,
  );
}

/**
 * Whether a failed attempt, the account's n-th in the window, is one its owner is told of by mail: the
 * 10th (someone keeps trying) and the one that reaches the ceiling (the password path now waits).
 */
export const isAlertFailure = (accountFailures: number): boolean =>
  accountFailures === ALERT_AFTER_FAILURES || accountFailures === PER_ACCOUNT.free;

/** Claims the right to mail a new code for the identifier: at most one per CODE_REQUEST_WAIT_SECONDS. */
export async function claimCodeRequest(db: DbOrTx, key: string): Promise<Claim> {
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

/** Rows kept this long after their window, delay and last code have all ended (a day: room for any clock skew). */
export const THROTTLE_ROW_RETENTION_SECONDS = 86_400;

/**
 * Forgets counters that no longer change an answer: the failure window is over, no delay is running and no
 * code was asked for recently. A missing row reads exactly like such a row, so pruning changes no decision;
 * without it every identifier ever tried (unknown ones included) stays a row forever. Answers how many went.
 */
export async function pruneAuthThrottle(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - (FAILURE_WINDOW_SECONDS + THROTTLE_ROW_RETENTION_SECONDS) * 1000);
  const result = await db
    .deleteFrom('auth_throttle')
    .where('window_started_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', before)]))
    .where((eb) => eb.or([eb('last_code_at', 'is', null), eb('last_code_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
