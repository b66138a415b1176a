import { describeAuditEntry, invalidInput } from '@trippy/domain';
import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  AuditEntrySchema,
  AuditListQuerySchema,
  OperatorPaged,
  type AuditEntry,
  type AuditSubject,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { operatorRoute, pagedAnswer } from '../../../../shared/operator-route';
import { iso, isId } from '../../../../db/ids';
import {
  listAudit,
  resolveAuditSubjects,
  staffNamesById,
  type AuditListRow,
  type AuditSubjectRow,
} from '../../audit.repository';
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

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();
const dateOnly = (value: string | Date | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/** What the row is about, by name: a booking's reference, a package's, member's, lead's or customer's name. */
function subjectOf(entityType: string, row: AuditSubjectRow | undefined): AuditSubject {
  const subject: AuditSubject = {
    label: null,
    packageName: row?.owning_package_name ?? null,
    startDate: null,
  };
  if (!row) return subject;
  switch (entityType) {
    case 'booking':
      return { ...subject, label: row.booking_reference };
    case 'batch':
      return { ...subject, startDate: dateOnly(row.batch_start_date) };
    case 'package':
      return { ...subject, label: row.package_name, packageName: row.package_name };
    case 'staff':
      return { ...subject, label: row.subject_staff_name };
    case 'lead':
      return { ...subject, label: fullName(row.lead_first_name, row.lead_last_name) };
    case 'customer':
      return { ...subject, label: fullName(row.customer_first_name, row.customer_last_name) };
    default:
      return subject;
  }
}

/** Staff ids a record names: a lead's assignee before and after. */
function mentionedStaff(row: AuditListRow): string[] {
  if (row.entity_type !== 'lead') return [];
  return [row.before, row.after].flatMap((side) => {
    const id =
      typeof side === 'object' && side !== null ? (side as Record<string, unknown>)['assignedTo'] : null;
    return typeof id === 'string' && isId(id) ? [id] : [];
  });
}

function toEntry(
  row: AuditListRow,
  subjectRow: AuditSubjectRow | undefined,
  names: Map<string, string>,
): AuditEntry {
  const staff =
    row.staff_id === null
      ? null
      : {
          _id: row.staff_id,
          name: row.staff_name ?? '',
          email: row.staff_email ?? '',
          role: row.staff_role ?? 'staff',
        };
  const subject = subjectOf(row.entity_type, subjectRow);
  const people = [...new Set(mentionedStaff(row))].map((id) => ({
    _id: id,
    name: names.get(id) ?? 'a former staff member',
  }));
  const before = row.before ?? null;
  const after = row.after ?? null;
  return {
    _id: row.id,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    staff,
    subject,
    people,
    summary: describeAuditEntry({
      action: row.action,
      entityType: row.entity_type,
      actor: staff,
      subject,
      before,
      after,
      people,
    }),
    before,
    after,
    createdAt: iso(row.created_at),
  };
}

async function auditRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/audit',
    operatorRoute('owner', {
      summary:
        'The audit log, newest first, filtered by action, entity, member and time; each entry in words (`summary`) with what it is about by name',
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
      const [subjects, names] = await Promise.all([
        resolveAuditSubjects(
          app.db,
          rows.map((row) => row.id),
        ),
        staffNamesById(app.db, [...new Set(rows.flatMap(mentionedStaff))]),
      ]);
      const subjectById = new Map(subjects.map((subject) => [subject.id, subject]));
      const nameById = new Map(names.map((member) => [member.id, member.name]));
      return pagedAnswer(
        rows.map((row) => toEntry(row, subjectById.get(row.id), nameById)),
        page,
        total,
      );
    },
  );
}

export const auditRoutesPlugin = fp(auditRoutes, {
  name: 'routes-operator-audit',
  dependencies: ['database', 'operator-auth'],
});
