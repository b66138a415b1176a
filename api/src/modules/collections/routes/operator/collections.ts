import fp from 'fastify-plugin';
import {
  COLLECTIONS_CSV_COLUMNS,
  CollectionsQuerySchema,
  CollectionsSchema,
  Envelope,
  EXPORT_ROW_LIMIT,
} from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import type { App } from '../../../../types';
import { OPERATOR_ERRORS, operatorRoute } from '../../../../shared/operator-route';
import { csvAnswer, exportCsv, sendCsvExport } from '../../../exports/export-csv';
import { collectionsOf } from '../../collections';
import { collectionsCsvRows } from '../../collections-csv';

/** Collections and revenue (staff): per month of departure or per departure, as JSON and as CSV. */
async function collectionsRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/collections',
    operatorRoute('staff', {
      summary:
        'Money per month of departure or per departure: received by method, refunded, net, due and overdue, with totals',
      querystring: CollectionsQuerySchema,
      response: { 200: Envelope(CollectionsSchema), ...OPERATOR_ERRORS },
    }),
    async (request) => ({
      success: true,
      // Overdue by the operator's calendar (India): a balance due yesterday there is overdue from midnight IST.
      data: await collectionsOf(app.db, request.query, todayInIndia(app.clock.now())),
    }),
  );

  const summary = 'Collections as CSV: the rows of the collections screen with its filters, then the totals';
  app.get(
    '/api/operator/exports/collections.csv',
    operatorRoute('staff', { summary, querystring: CollectionsQuerySchema, response: csvAnswer(summary) }),
    async (request, reply) => {
      const today = todayInIndia(app.clock.now());
      const collections = await collectionsOf(app.db, request.query, today);
      // The totals row is one more than the rows: cut (with the note) only past the exports' limit.
      const { text, truncated } = exportCsv(
        COLLECTIONS_CSV_COLUMNS,
        collectionsCsvRows(collections),
        EXPORT_ROW_LIMIT + 1,
      );
      return sendCsvExport(reply, { kind: 'collections', today, text, truncated });
    },
  );
}

export const collectionsRoutesPlugin = fp(collectionsRoutes, {
  name: 'routes-operator-collections',
  dependencies: ['database', 'operator-routes'],
});
