import { todayInIndia, type BalanceReminderDay } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import {
  claimDueJob,
  markJobDone,
  markJobFailed,
  rescheduleJob,
  scheduleJob,
  type ClaimedJob,
} from './jobs.repository';
import { scheduleBalanceReminders, sendBalanceReminder } from './reminders';
import { releaseIfHoldEnded } from '../bookings/expire-hold';
import { makeImageVariantsIn } from '../catalogue/image-variants';
import { expireOfferAndPassOn, type WaitlistNotice } from '../waitlist/waitlist-offers';
import { pruneAuthThrottle } from '../sign-in/auth-throttle.repository';
import type { StepContext, UseCaseContext } from '../../shared/use-case-context';

/** What a job's work decided: done (with notices to push after commit), or run again at a later time. */
type JobResult =
  { done: true; notices?: WaitlistNotice[]; seatsChangedOn?: string } | { done: false; runAt: Date };

async function runJob(tx: DbOrTx, job: ClaimedJob, step: StepContext): Promise<JobResult> {
  const { now } = step;
  const today = todayInIndia(now);
  switch (job.kind) {
    case 'waitlist.expire-offer': {
      const { result, notices } = await expireOfferAndPassOn(tx, String(job.payload.entryId), step);
      return result.outcome === 'later' ? { done: false, runAt: result.runAt } : { done: true, notices };
    }
    case 'balance.reminder': {
      const result = await sendBalanceReminder(
        tx,
        String(job.payload.bookingId),
        Number(job.payload.daysBefore) as BalanceReminderDay,
        today,
        step.siteOrigin,
      );
      if (result.outcome === 'later') return { done: false, runAt: result.runAt };
      return { done: true, notices: result.outcome === 'sent' ? [result.notice] : [] };
    }
    case 'booking.hold-expiry': {
      const result = await releaseIfHoldEnded(tx, String(job.payload.bookingId), step);
      if (result.outcome === 'later' && result.runAt) return { done: false, runAt: result.runAt };
      return { done: true, notices: result.notices, seatsChangedOn: result.packageId };
    }
    case 'balance.sweep':
      await scheduleBalanceReminders(tx, today);
      return { done: true };
    case 'auth.prune':
      await pruneAuthThrottle(tx, now);
      return { done: true };
    case 'image.variants':
      await makeImageVariantsIn(tx, String(job.payload.imageId), now);
      return { done: true };
    default:
      throw new Error(`Unknown job kind ${job.kind}`);
  }
}

/** One sweep per hour (UTC hour of `now`) across instances: a booking made today is covered within the hour. */
export const balanceSweepKey = (now: Date) => `balance.sweep:${now.toISOString().slice(0, 13)}`;

/** The day's pruning of spent sign-in throttle counters, once across instances (its key is the day). */
export const authPruneKey = (now: Date) => `auth.prune:${now.toISOString().slice(0, 10)}`;

/** The hour's reminder sweep and the day's throttle pruning, each once across instances (keyed by time). */
export async function ensureReminderSweep(db: DbOrTx, now: Date): Promise<void> {
  const day = todayInIndia(now);
  await scheduleJob(db, { kind: 'balance.sweep', key: balanceSweepKey(now), payload: { day }, runAt: now });
  await scheduleJob(db, { kind: 'auth.prune', key: authPruneKey(now), payload: {}, runAt: now });
}

export interface RunReport {
  ran: number;
  failed: number;
  notices: WaitlistNotice[];
  /** Packages whose seats left changed (a hold released): their cached pages are out of date. */
  seatsChanged: string[];
}

/**
 * Runs due jobs one by one, each in its own transaction with the job row locked (FOR UPDATE SKIP LOCKED):
 * the work, its notification and mail rows and the job's completion commit together, so a job runs once
 * even with several instances polling, and a crash before commit leaves it pending for the next run.
 */
export async function runDueJobs(ctx: UseCaseContext, limit = 20): Promise<RunReport> {
  const { db, now } = ctx;
  const report: RunReport = { ran: 0, failed: 0, notices: [], seatsChanged: [] };
  for (let i = 0; i < limit; i++) {
    let claimed: ClaimedJob | undefined;
    try {
      const result = await db.transaction().execute(async (tx) => {
        claimed = await claimDueJob(tx, now);
        if (!claimed) return undefined;
        const outcome = await runJob(tx, claimed, ctx);
        if (outcome.done) await markJobDone(tx, claimed.id, now);
        else await rescheduleJob(tx, claimed.id, outcome.runAt);
        return outcome;
      });
      if (!result) break;
      report.ran++;
      if (result.done && result.notices) report.notices.push(...result.notices);
      if (result.done && result.seatsChangedOn) report.seatsChanged.push(result.seatsChangedOn);
    } catch (error) {
      if (!claimed) throw error;
      report.failed++;
      const failedId = claimed.id;
      await db.transaction().execute((tx) => markJobFailed(tx, failedId, error, now));
    }
  }
  return report;
}
