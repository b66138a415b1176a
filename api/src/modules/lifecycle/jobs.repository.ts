import { sql } from 'kysely';
import type { JobKind } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { json, newId } from '../../db/ids';

export interface JobToSchedule {
  kind: JobKind;
  /** One job per key: scheduling the same key again never makes a second job. */
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/**
 * Schedules a job inside the caller's transaction (it exists only if the change that needs it commits).
 * `moveIfPending` moves a still-pending job with the same key to the new time (a departure that changed).
 */
export async function scheduleJob(tx: DbOrTx, job: JobToSchedule, moveIfPending = false): Promise<void> {
  await sql`
    INSERT INTO jobs (id, kind, key, payload, run_at)
    VALUES (${newId()}, ${job.kind}, ${job.key}, ${json(job.payload)}::jsonb, ${job.runAt})
    ON CONFLICT (key) DO ${
      moveIfPending
        ? sql`UPDATE SET run_at = excluded.run_at WHERE jobs.status = 'pending' AND jobs.run_at <> excluded.run_at`
        : sql`NOTHING`
    }`.execute(tx);
}

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * The oldest due pending job, locked for this transaction: another instance's claim skips it (SKIP LOCKED),
 * and if this one dies before committing, the lock goes with it and the job is still pending.
 */
export async function claimDueJob(tx: DbOrTx, now: Date): Promise<ClaimedJob | undefined> {
  const row = await tx
    .selectFrom('jobs')
    .select(['id', 'kind', 'key', 'payload', 'attempts'])
    .where('status', '=', 'pending')
    .where('run_at', '<=', now)
    .orderBy('run_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ? { ...row, payload: row.payload } : undefined;
}

export async function markJobDone(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.updateTable('jobs').set({ status: 'done', finished_at: now }).where('id', '=', id).execute();
}

/** Runs the job again later (the work it waits for moved). */
export async function rescheduleJob(tx: DbOrTx, id: string, runAt: Date): Promise<void> {
  await tx.updateTable('jobs').set({ run_at: runAt }).where('id', '=', id).execute();
}

export const JOB_MAX_ATTEMPTS = 5;
/** 1, 2, 4, 8 minutes between tries. */
export const jobRetryDelayMs = (attempts: number): number => 60_000 * 2 ** Math.max(0, attempts - 1);

/** A failed try (in its own transaction, the job's work rolled back): retried later, failed after the last. */
export async function markJobFailed(tx: DbOrTx, id: string, error: unknown, now: Date): Promise<void> {
  const row = await tx
    .selectFrom('jobs')
    .select('attempts')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return;
  const attempts = row.attempts + 1;
  await tx
    .updateTable('jobs')
    .set({
      attempts,
      last_error: String(error).slice(0, 500),
      status: attempts >= JOB_MAX_ATTEMPTS ? 'failed' : 'pending',
      run_at: new Date(now.getTime() + jobRetryDelayMs(attempts)),
      finished_at: attempts >= JOB_MAX_ATTEMPTS ? now : null,
    })
    .where('id', '=', id)
    .execute();
}

/** Pending jobs of one kind already due (not locked: their work is done outside a transaction, then saved). */
export async function pendingJobsOfKind(
  db: DbOrTx,
  kind: JobKind,
  now: Date,
  limit: number,
): Promise<{ key: string; payload: Record<string, unknown> }[]> {
  return db
    .selectFrom('jobs')
    .select(['key', 'payload'])
    .where('status', '=', 'pending')
    .where('kind', '=', kind)
    .where('run_at', '<=', now)
    .orderBy('run_at')
    .limit(limit)
    .execute();
}

/** Marks a pending job done by its key (its work was done by another path). */
export async function markJobDoneByKey(tx: DbOrTx, key: string, now: Date): Promise<void> {
  await tx
    .updateTable('jobs')
    .set({ status: 'done', finished_at: now })
    .where('key', '=', key)
    .where('status', '=', 'pending')
    .execute();
}
