import { notFound } from '@trippy/domain';
import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  WaitlistEntrySchema,
  WaitlistJoinBodySchema,
  WaitlistListQuerySchema,
  WaitlistListSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { limited } from '../../../../plugins/rate-limit';
import { customerEntry, joinWaitlist, leaveWaitlist, listWaitlist } from '../../waitlist';
import { waitlistEffects } from '../../waitlist-announce';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** The customer's waitlist: join a full batch's line, see entries with place and offers, leave. */
async function waitlistRoutes(app: App): Promise<void> {
  app.post(
    '/api/batches/:id/waitlist',
    {
      onRequest: app.authenticate,
      config: limited(app),
      schema: {
        tags: ['waitlist'],
        summary:
          'Join the waitlist of a batch without the seats wanted (409: already on it, seats available, closed or departed)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: WaitlistJoinBodySchema,
        response: { 201: Envelope(WaitlistEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const entry = await joinWaitlist(
        app.db,
        request.user.sub,
        request.params.id,
        request.body.seats,
        app.clock.now(),
      );
      return reply.status(201).send({ success: true, data: entry, message: 'You are on the waitlist' });
    },
  );

  app.get(
    '/api/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: 'My waitlist entries (active first): batch, package, place in line, an offer and its expiry',
        security: [{ bearerAuth: [] }],
        querystring: WaitlistListQuerySchema,
        response: { 200: WaitlistListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const { entries, total } = await listWaitlist(app.db, request.user.sub, page, pageSize);
      return { success: true, data: entries, page: { page, pageSize, total } };
    },
  );

  app.get(
    '/api/waitlist/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary:
          'One of my waitlist entries (the booking page reads the offer it holds); 404 for another customer',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(WaitlistEntrySchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const entry = await customerEntry(app.db, request.user.sub, request.params.id);
      if (!entry) throw notFound('Waitlist entry not found');
      return { success: true, data: entry };
    },
  );

  app.delete(
    '/api/waitlist/:id',
    {
      onRequest: app.authenticate,
      config: limited(app),
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the waitlist (an open offer passes to the next in line); 404 for another customer',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: Envelope(WaitlistEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { entry, notices } = await leaveWaitlist(app.useCase(), {
        customerId: request.user.sub,
        entryId: request.params.id,
      });
      await app.effects.deliver([
        ...waitlistEffects(notices),
        // An open offer's held seats went back to the departure or on to the next in line.
        { kind: 'seats-changed', packageIds: [entry.packageId] },
      ]);
      return { success: true, data: entry, message: 'You have left the waitlist' };
    },
  );
}

export const waitlistRoutesPlugin = fp(waitlistRoutes, {
  name: 'routes-waitlist',
  dependencies: ['database', 'auth', 'jobs', 'effects', 'use-case-context'],
});
