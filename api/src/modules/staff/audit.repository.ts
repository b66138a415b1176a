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
}
