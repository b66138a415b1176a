import fp from 'fastify-plugin';
import { waitlistEffects } from '../../../waitlist/waitlist-announce';
import type { WaitlistNotice } from '../../../waitlist/waitlist-offers';
import {
  BatchCreateBodySchema,
  BatchPatchBodySchema,
  CatalogueOptionsSchema,
  Envelope,
  IdParamsSchema,
  OperatorBatchSchema,
  OperatorPackageBodySchema,
  OperatorPackageDetailSchema,
  OperatorPackageListItemSchema,
  OperatorPackageListQuerySchema,
  OperatorPaged,
} from '@trippy/contracts';
import { todayInIndia, notFound } from '@trippy/domain';
import type { App } from '../../../../types';
import { OPERATOR_ERRORS, operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { pageOf } from '../../../../shared/operator-paging';
import {
  catalogueOptions,
  listOperatorPackages,
  operatorPackageDetail,
} from '../../operator-catalogue.repository';
import { addBatch, patchBatch, savePackage } from '../../operator-catalogue';

/**
 * Catalogue editing: packages (drafts included) and their batches. After each commit every API instance
 * drops its package cache (a catalogue-changed effect), so the public site shows the change at once.
 */
async function catalogueRoutes(app: App): Promise<void> {
  /** After a write commits: every instance drops its package cache and kept pages, then the answer. */
  const saved = async <T>(data: T, message: string, waitlist: WaitlistNotice[] = []) => {
    await app.effects.deliver([{ kind: 'catalogue-changed' }, ...waitlistEffects(waitlist)]);
    return { success: true, data, message };
  };

  app.get(
    '/api/operator/catalogue/options',
    operatorRoute('staff', {
      summary: 'Categories and destinations a package can name',
      response: { 200: Envelope(CatalogueOptionsSchema), ...OPERATOR_ERRORS },
    }),
    async () => ({ success: true, data: await catalogueOptions(app.db) }),
  );

  app.get(
    '/api/operator/packages',
    operatorRoute('staff', {
      summary: 'Packages by name, drafts included',
      querystring: OperatorPackageListQuerySchema,
      response: { 200: OperatorPaged(OperatorPackageListItemSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await listOperatorPackages(
        app.db,
        request.query,
        todayInIndia(app.clock.now()),
      );
      return pagedAnswer(items, page, total);
    },
  );

  app.get(
    '/api/operator/packages/:id',
    operatorRoute('staff', {
      summary: 'A package with every field the public pages show, its status and every batch',
      params: IdParamsSchema,
      response: { 200: Envelope(OperatorPackageDetailSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const detail = await operatorPackageDetail(app.db, request.params.id);
      if (!detail) throw notFound('Package not found');
      return { success: true, data: detail };
    },
  );

  app.post(
    '/api/operator/packages',
    operatorRoute('staff', {
      summary: 'Create a package (published or draft)',
      body: OperatorPackageBodySchema,
      response: { 201: Envelope(OperatorPackageDetailSchema), ...OPERATOR_ERRORS },
    }),
    async (request, reply) => {
      const detail = await savePackage(app.db, request.staff!.id, request.body);
      return reply.status(201).send(await saved(detail, 'Package created'));
    },
  );

  app.put(
    '/api/operator/packages/:id',
    operatorRoute('staff', {
      summary: 'Replace a package (its add-ons become the list given)',
      params: IdParamsSchema,
      body: OperatorPackageBodySchema,
      response: { 200: Envelope(OperatorPackageDetailSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const detail = await savePackage(app.db, request.staff!.id, request.body, request.params.id);
      return saved(detail, 'Package saved');
    },
  );

  app.post(
    '/api/operator/packages/:id/batches',
    operatorRoute('staff', {
      summary: 'Add a departure to a package',
      params: IdParamsSchema,
      body: BatchCreateBodySchema,
      response: { 201: Envelope(OperatorBatchSchema), ...OPERATOR_ERRORS },
    }),
    async (request, reply) => {
      const batch = await addBatch(app.useCase(), request.staff!.id, request.params.id, request.body);
      return reply.status(201).send(await saved(batch, 'Batch added'));
    },
  );

  app.patch(
    '/api/operator/batches/:id',
    operatorRoute('staff', {
      summary: 'Change a batch: dates, seats (never below those sold), close or reopen',
      params: IdParamsSchema,
      body: BatchPatchBodySchema,
      response: { 200: Envelope(OperatorBatchSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => {
      const waitlist: WaitlistNotice[] = [];
      const batch = await patchBatch(
        app.useCase(),
        { staffId: request.staff!.id, batchId: request.params.id, body: request.body },
        waitlist,
      );
      return saved(batch, 'Batch saved', waitlist);
    },
  );
}

export const catalogueRoutesPlugin = fp(catalogueRoutes, {
  name: 'routes-operator-catalogue',
  dependencies: ['database', 'operator-auth', 'jobs', 'effects', 'use-case-context'],
});
