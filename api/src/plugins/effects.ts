import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Effect } from '../shared/effects';

export interface Effects {
  /**
   * Delivers a committed use case's effects, in this order: caches dropped (before the answer leaves, so the
   * writer's next page shows the change), metrics, realtime pushes, mails marked `now`, then the other mails
   * in the background. Answers which `now` mails went out. A failed push or mail never fails the request:
   * the outbox sweep retries mail, and a notification is stored before it is pushed.
   */
  deliver(effects: readonly Effect[]): Promise<{ mailed: Record<string, boolean> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    effects: Effects;
  }
}

async function effects(app: FastifyInstance): Promise<void> {
  app.decorate('effects', {
    async deliver(list) {
      const seats = list.flatMap((effect) => (effect.kind === 'seats-changed' ? effect.packageIds : []));
      try {
        if (list.some((effect) => effect.kind === 'catalogue-changed')) await app.catalog.changed();
        else if (seats.length > 0) await app.catalog.seatsChanged(seats);
      } catch (err) {
        app.log.warn({ err }, 'a change notice could not be published; kept pages expire on their own');
      }
      const later: string[] = [];
      const now: string[] = [];
      for (const effect of list) {
        if (effect.kind === 'booking-created') app.metrics.bookingsCreated.inc();
        else if (effect.kind === 'notify-customer')
          app.realtime.notify(effect.customerId, effect.notification);
        else if (effect.kind === 'notify-operators') app.realtime.notifyOperators(effect.event);
        else if (effect.kind === 'disconnect-staff') app.realtime.disconnectStaff(effect.staffId);
        else if (effect.kind === 'mail') (effect.now ? now : later).push(...effect.mailIds);
        else if (effect.kind === 'image-uploaded')
          app.runInBackground('image variants', async () => {
            await app.jobs.runImageJobs();
          });
      }
      let mailed: Record<string, boolean> = {};
      if (now.length > 0)
        mailed = await app.mailer.deliver(now).catch((err: unknown) => {
          app.log.warn({ err }, 'mail delivery failed (the outbox sends it later)');
          return {};
        });
      if (later.length > 0)
        app.runInBackground('mail delivery', async () => {
          await app.mailer.deliver(later);
        });
      return { mailed };
    },
  } satisfies Effects);
}

export const effectsPlugin = fp(effects, {
  name: 'effects',
  dependencies: ['catalog-events', 'metrics', 'realtime', 'mailer', 'background'],
});
