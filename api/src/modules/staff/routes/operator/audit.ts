import { invalidInput } from '@trippy/domain';
import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  AuditEntrySchema,
  AuditListQuerySchema,
  OperatorPaged,
  type AuditEntry,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { iso } from '../../../../db/ids';
import { listAudit, type AuditListRow } from '../../audit.repository';
import { pageOf } from '../../../../shared/operator-paging';

/** A date alone means the whole day: `from` its start, `to` its end (UTC). */
function boundary(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (value === undefined) return undefined;
  const dateOnly = value.length === 10;
  const date = new Date(dateOnly ? `${value}T${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}Z` : value);
  if (Number.isNaN(date.getTime()))
    throw invalidInput(`${edge} must be a date (YYYY-MM-DD) or an ISO timestamp`);
  return date;
}

const toEntry = (row: AuditListRow): AuditEntry => ({
  _id: row.id,
  action: row.action,
  entityType: row.entity_type,
  entityId: row.entity_id,
  staff:
    row.staff_id === null
      ? null
      : { _id: row.staff_id, name: row.staff_name ?? '', email: row.staff_email ?? '' },
  before: row.before ?? null,
  after: row.after ?? null,
  createdAt: iso(row.created_at),
});

async function auditRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/audit',
    operatorRoute('owner', {
      summary: 'The audit log, newest first, filtered by action, entity, member and time',
      querystring: AuditListQuerySchema,
      response: { 200: OperatorPaged(AuditEntrySchema), 400: ApiErrorSchema, 403: ApiErrorSchema },
    }),
    async (request) => {
      const { action, entityType, entityId, staffId, from, to } = request.query;
      const page = pageOf(request.query);
      const { rows, total } = await listAudit(
        app.db,
        { action, entityType, entityId, staffId, from: boundary(from, 'from'), to: boundary(to, 'to') },
        page,
      );
      return pagedAnswer(rows.map(toEntry), page, total);
    },
  );
}

export const auditRoutesPlugin = fp(auditRoutes, {
  name: 'routes-operator-audit',
  dependencies: ['database', 'operator-auth'],
});
