import type { DbOrTx } from '../../db/schema';
import { json, newId } from '../../db/ids';
import { pageWithTotal } from '../../shared/list-query.repository';

export interface AuditEntry {
  /** The staff member who acted; null for the system (a command-line tool). */
  staffId: string | null;
  /** What was done, e.g. `booking.payment-recorded`, `package.updated`, `staff.disabled`. */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      staff_id: entry.staffId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before === undefined ? null : json(entry.before),
      after: entry.after === undefined ? null : json(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  action?: string;
  entityType?: string;
  entityId?: string;
  staffId?: string;
  from?: Date;
  to?: Date;
}

/** Audit rows newest first, with the acting member's name (null for the system). */
export async function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditListRow[]; total: number }> {
  let query = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.entityType) query = query.where('audit_log.entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.staffId) query = query.where('audit_log.staff_id', '=', filter.staffId);
  if (filter.from) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.to) query = query.where('audit_log.created_at', '<=', filter.to);
  return pageWithTotal(
    query,
    query
      .select([
        'audit_log.id',
        'audit_log.action',
        'audit_log.entity_type',
        'audit_log.entity_id',
        'audit_log.staff_id',
        'audit_log.before',
        'audit_log.after',
        'audit_log.created_at',
        'staff.name as staff_name',
        'staff.email as staff_email',
        'staff.role as staff_role',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc'),
    page,
  );
}

export interface AuditListRow {
  id: string;
  action: string;
  entity_type: string;
  entity_id: string;
  staff_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date | string;
  staff_name: string | null;
  staff_email: string | null;
  staff_role: string | null;
}

/** The names of what audit rows are about, by audit id: see {@link resolveAuditSubjects}. */
export interface AuditSubjectRow {
  id: string;
  subject_staff_name: string | null;
  booking_reference: string | null;
  package_name: string | null;
  batch_start_date: string | Date | null;
  lead_first_name: string | null;
  lead_last_name: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  /** The package of the booking or departure acted on. */
  owning_package_name: string | null;
}

/**
 * The booking, package, departure, staff member, lead or customer each audit row is about, joined by its
 * entity type (a row whose record has gone since has nulls). One query for a page of ids.
 */
export async function resolveAuditSubjects(db: DbOrTx, auditIds: string[]): Promise<AuditSubjectRow[]> {
  if (auditIds.length === 0) return [];
  return db
    .selectFrom('audit_log as a')
    .leftJoin('staff as ss', (join) =>
      join.onRef('ss.id', '=', 'a.entity_id').on('a.entity_type', '=', 'staff'),
    )
    .leftJoin('bookings as bk', (join) =>
      join.onRef('bk.id', '=', 'a.entity_id').on('a.entity_type', '=', 'booking'),
    )
    .leftJoin('batches as bt', (join) =>
      join.onRef('bt.id', '=', 'a.entity_id').on('a.entity_type', '=', 'batch'),
    )
    .leftJoin('packages as pk', (join) =>
      join.onRef('pk.id', '=', 'a.entity_id').on('a.entity_type', '=', 'package'),
    )
    .leftJoin('packages as op', (join) =>
      join.on((eb) => eb('op.id', '=', eb.fn.coalesce('bk.package_id', 'bt.package_id'))),
    )
    .leftJoin('leads as ld', (join) =>
      join.onRef('ld.id', '=', 'a.entity_id').on('a.entity_type', '=', 'lead'),
    )
    .leftJoin('customers as cu', (join) =>
      join.onRef('cu.id', '=', 'a.entity_id').on('a.entity_type', '=', 'customer'),
    )
    .where('a.id', 'in', auditIds)
    .select([
      'a.id',
      'ss.name as subject_staff_name',
      'bk.reference as booking_reference',
      'pk.name as package_name',
      'bt.start_date as batch_start_date',
      'ld.first_name as lead_first_name',
      'ld.last_name as lead_last_name',
      'cu.first_name as customer_first_name',
      'cu.last_name as customer_last_name',
      'op.name as owning_package_name',
    ])
    .execute();
}

/** Staff names by id, for the members an audit record names (a lead's assignee). */
export async function staffNamesById(
  db: DbOrTx,
  ids: string[],
): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('staff').where('id', 'in', ids).select(['id', 'name']).execute();
}
