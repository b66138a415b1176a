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
  type ManifestEntry,
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

type Cell = string | number;

const NOT_ADDED = 'Not added yet';

/** The traveller's cells: "n of N", name, age, gender, identity (in full: this CSV is the registration sheet). */
function travellerCells(traveller: FullTraveller | undefined, position: number, seats: number): Cell[] {
  const place = `${position} of ${seats}`;
  if (!traveller) return [place, NOT_ADDED, '', '', '', '', ''];
  return [
    place,
    traveller.fullName,
    traveller.age,
    traveller.gender,
    TRAVELLER_ID_TYPE_LABELS[traveller.idType],
    traveller.idNumber,
    traveller.phone ?? '',
  ];
}

/**
 * One row per traveller (per seat while the travellers are not added): the booking's details on every row,
 * its seats and money on its first row only, so the columns add up to the departure's totals.
 */
function bookingRows(entry: ManifestEntry, travellers: readonly FullTraveller[] | undefined): Cell[][] {
  const people = travellers?.length ? travellers : undefined;
  const count = people ? people.length : Math.max(entry.seats, 1);
  return Array.from({ length: count }, (_, index) => {
    const first = index === 0;
    return [
      entry.bookingId,
      entry.status,
      ...travellerCells(people?.[index], index + 1, count),
      entry.name,
      entry.phone,
      entry.email,
      first ? entry.seats : '',
      entry.emergencyName,
      entry.emergencyContact,
      entry.specialRequirements,
      entry.addons.join('; '),
      first ? rupees(entry.amountPaid) : '',
      first ? rupees(entry.remainingAmount) : '',
    ];
  });
}

function manifestCsv(manifest: Manifest, travellers: Map<string, FullTraveller[]>): string {
  return toCsv([
    MANIFEST_CSV_COLUMNS,
    ...manifest.entries.flatMap((entry) => bookingRows(entry, travellers.get(entry.bookingId))),
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
      summary: 'Departures by start date, with seats sold, held and left, and bookings',
      querystring: OperatorBatchListQuerySchema,
      response: { 200: OperatorPaged(OperatorBatchListItemSchema), ...errors },
    }),
    async (request) => {
      const page = pageOf(request.query);
      const { items, total } = await listOperatorBatches(app.db, request.query, app.clock.now());
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
