import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ensureReminderSweep, runDueJobs, type RunReport } from '../modules/lifecycle/jobs-runner';
import { siteOriginOf } from '../shared/use-case-context';
import { waitlistEffects } from '../modules/waitlist/waitlist-announce';
import { makeDueImageVariants } from '../modules/catalogue/image-variants';

export interface Clock {
  /** The app's idea of now: tests replace it to move time (offer expiry, reminder days). */
  now(): Date;
}

export interface JobRunner {
  /** One pass: the hour's reminder sweep ensured, due jobs run, their notifications pushed and mails sent. */
  runOnce(): Promise<RunReport>;
  /**
   * The due `image.variants` jobs, their CPU work outside any transaction (one pass at a time on this
   * instance); runOnce starts with it, and an upload starts it at once after its commit. Answers how many
   * uploads were made ready.
   */
  runImageJobs(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    jobs: JobRunner;
  }
}

/**
 * The job queue's runner on this instance: every JOBS_POLL_MS (0: never; tests call `app.jobs.runOnce()`)
 * it runs the due jobs of the database's `jobs` table. Instances share the table; each job runs once.
 */
async function jobs(app: FastifyInstance): Promise<void> {
  const clock: Clock = { now: () => new Date() };
  app.decorate('clock', clock);
  // Links in offer mails must be absolute: the public origin, else this instance's own address.
  const siteOrigin = siteOriginOf(app.config);

  let imagePass: Promise<number> = Promise.resolve(0);
  // Set when the app starts closing: an image pass finishes the upload it is on and leaves the rest queued.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await imagePass.catch(() => 0);
  });
  const runImageJobs = (): Promise<number> => {
    const next = imagePass
      .catch(() => 0)
      .then(() =>
        makeDueImageVariants(
          { db: app.db, now: app.clock.now(), siteOrigin, invoicePrefix: app.config.INVOICE_PREFIX },
          { stopping: () => closing },
        ),
      );
    imagePass = next;
    // Pages kept by the caches show the new pictures (a package saved before its photo's variants were made).
    return next.then(async (made) => {
      if (made > 0) await app.effects.deliver([{ kind: 'catalogue-changed' }]);
      return made;
    });
  };

  const runOnce = async (): Promise<RunReport> => {
    await runImageJobs().catch((err: unknown) => app.log.warn({ err }, 'image variants failed (retried)'));
    const now = app.clock.now();
    await ensureReminderSweep(app.db, now);
    const report = await runDueJobs({
      db: app.db,
      now,
      siteOrigin,
      invoicePrefix: app.config.INVOICE_PREFIX,
    });
    await app.effects.deliver([
      ...waitlistEffects(report.notices),
      ...(report.seatsChanged.length > 0
        ? [{ kind: 'seats-changed' as const, packageIds: [...new Set(report.seatsChanged)] }]
        : []),
    ]);
    if (report.failed > 0) app.log.warn({ failed: report.failed }, 'jobs failed (retried later)');
    return report;
  };
  app.decorate('jobs', { runOnce, runImageJobs });

  const interval = app.config.JOBS_POLL_MS;
  if (interval <= 0) return;
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Variants left to make (the demo photos of a first start, an upload before a restart) start at once.
    app.runInBackground('image variants', async () => {
      await runImageJobs();
    });
    timer = setInterval(() => {
      if (running) return;
      running = runOnce()
        .catch((err: unknown) => app.log.warn({ err }, 'job runner pass failed'))
        .finally(() => (running = undefined));
    }, interval);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export const jobsPlugin = fp(jobs, {
  name: 'jobs',
  dependencies: ['config', 'database', 'effects'],
});
