import type { DbOrTx } from '../db/schema';
import { json, newId } from '../db/ids';

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
