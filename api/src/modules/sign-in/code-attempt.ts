import type { Db, DbOrTx } from '../../db/schema';
import { reserveSignIn, type SignInKeys } from './auth-throttle.repository';

export type CodeAttempt<T> =
  { allowed: false; waitSeconds: number } | { allowed: true; accountFailures: number; result: T | undefined };

/**
 * Reserves a code attempt on its counters (reserveSignIn) and checks the code in one transaction. The
 * reservation writes for real and unknown accounts alike, so every such transaction commits a write: a real
 * account's wrong guess (which also counts a try on its stored code) costs the same commit as an unknown
 * one's, and the answer's time does not tell them apart (on PostgreSQL a commit with writes waits for the
 * log flush; one without does not).
 */
export function attemptCode<T>(
  db: Db,
  keys: SignInKeys,
  check: (tx: DbOrTx) => Promise<T | undefined>,
): Promise<CodeAttempt<T>> {
  return db.transaction().execute(async (tx) => {
    const attempt = await reserveSignIn(tx, keys);
    if (!attempt.allowed) return attempt;
    return { allowed: true, accountFailures: attempt.accountFailures, result: await check(tx) };
  });
}
