import { notFound } from '@trippy/domain';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  MANIFEST_CSV_COLUMNS,
  ManifestSchema,
  OperatorBatchListItemSchema,
  OperatorBatchListQuerySchema,
  OperatorPaged,
  TRAVELLER_ID_TYPE_LABELS,
  type Manifest,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { pageOf } from '../../../../shared/operator-paging';
import { listOperatorBatches } from '../../../catalogue/operator-batches.repository';
import { batchManifest } from '../../manifest.repository';
import { toCsv } from '../../../../shared/csv';
import { fullTravellersOf, type FullTraveller } from '../../travellers.repository';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** One traveller a line, the identity number in full (this CSV is the staff's registration sheet). */
function travellersCell(travellers: readonly FullTraveller[] | undefined): string {
  if (!travellers?.length) return 'Not added yet';
  return travellers
    .map(
      (t) =>
        `${t.position}. ${t.fullName}, ${t.age}, ${t.gender}, ${TRAVELLER_ID_TYPE_LABELS[t.idType]} ${t.idNumber}${t.phone ? `, ${t.phone}` : ''}`,
    )
    .join('\n');
}

function manifestCsv(manifest: Manifest, travellers: Map<string, FullTraveller[]>): string {
  return toCsv([
    MANIFEST_CSV_COLUMNS,
    ...manifest.entries.map((entry) => [
      entry.bookingId,
      entry.status,
      entry.name,
      entry.phone,
      entry.email,
      entry.seats,
      entry.emergencyName,
      entry.emergencyContact,
      entry.specialRequirements,
      entry.addons.join('; '),
      rupees(entry.amountPaid),
      rupees(entry.remainingAmount),
      travellersCell(travellers.get(entry.bookingId)),
    ]),
  ]);
}

/** Departures and their manifests (JSON to show and print, CSV to export). */
async function manifestRoutes(app: App): Promise<void> {
  const manifestOf = async (id: string) => {
    const manifest = await batchManifest(app.db, id);
    if (!manifest) throw notFound('Batch not found');
    return manifest;
  };

  app.get(
    '/api/operator/batches',
    operatorRoute('staff', {
      summary: 'Departures by start date, with seats sold and bookings',
      querystring: OperatorBatchListQuerySchema,
      response: { 200: OperatorPaged(OperatorBatchListItemSchema), ...errors },
    }),
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await listOperatorBatches(app.db, request.query);
      return pagedAnswer(items, page, total);
    },
  );

  app.get(
    '/api/operator/batches/:id/manifest',
    operatorRoute('staff', {
      summary: "A departure's travellers: phone, emergency contact, special requirements, money",
      params: IdParamsSchema,
      response: { 200: Envelope(ManifestSchema), ...errors },
    }),
    async (request) => ({ success: true, data: await manifestOf(request.params.id) }),
  );

  app.get(
    '/api/operator/batches/:id/manifest.csv',
    operatorRoute('staff', {
      summary: 'The manifest as CSV (a download)',
      params: IdParamsSchema,
      // CSV on success; an error is JSON like every other (the document says which is which).
      response: {
        200: {
          description: 'The manifest as CSV (RFC 4180, a header row, formulas neutralised)',
          content: { 'text/csv': { schema: Type.String() } },
        },
        ...errors,
      },
    }),
    async (request, reply) => {
      const manifest = await manifestOf(request.params.id);
      // The slug is [a-z0-9-] and the date YYYY-MM-DD: safe in the header as they are.
      const filename = `manifest-${manifest.package.slug}-${manifest.batch.startDate}.csv`;
      const travellers = await fullTravellersOf(
        app.db,
        manifest.entries.map((entry) => entry.bookingId),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(manifestCsv(manifest, travellers));
    },
  );
}

export const manifestRoutesPlugin = fp(manifestRoutes, {
  name: 'routes-operator-manifest',
  dependencies: ['database', 'operator-auth'],
});
