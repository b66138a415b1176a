import { notFound, ruleViolated } from '@trippy/domain';
import type { LeadPatchBody } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { recordAudit } from '../staff/audit.repository';
import { findLead, insertLeadNote, leadAuditView, updateLead } from './leads.repository';
import { isActiveStaff } from '../staff/staff.repository';

export const LEAD_NOT_FOUND = 'Enquiry not found';

/**
 * Changes the status or the assignee (an active member, or null) with the lead locked, audited; a patch
 * that changes nothing writes nothing.
 */
export function changeLead(db: Db, staffId: string, id: string, patch: LeadPatchBody): Promise<void> {
  const { status, assignedTo } = patch;
  return db.transaction().execute(async (tx) => {
    const before = await findLead(tx, id, true);
    if (!before) throw notFound(LEAD_NOT_FOUND);
    if (assignedTo && !(await isActiveStaff(tx, assignedTo)))
      throw ruleViolated('The assignee must be an active staff member');
    const changes = {
      ...(status !== undefined && status !== before.status ? { status } : {}),
      ...(assignedTo !== undefined && assignedTo !== before.assigned_to ? { assignedTo } : {}),
    };
    if (Object.keys(changes).length === 0) return;
    const after = await updateLead(tx, before, changes);
    await recordAudit(tx, {
      staffId,
      action: changes.status !== undefined ? 'lead.status-changed' : 'lead.assigned',
      entityType: 'lead',
      entityId: id,
      before: leadAuditView(before),
      after: leadAuditView(after),
    });
  });
}

/** Adds a note to the lead (locked, so it cannot be missing by then), audited. */
export function addLeadNote(
  db: Db,
  staffId: string,
  id: string,
  body: string,
): Promise<{ id: string; created_at: Date | string }> {
  return db.transaction().execute(async (tx) => {
    if (!(await findLead(tx, id, true))) throw notFound(LEAD_NOT_FOUND);
    const note = await insertLeadNote(tx, { leadId: id, staffId, body });
    await recordAudit(tx, {
      staffId,
      action: 'lead.note-added',
      entityType: 'lead',
      entityId: id,
      after: { noteId: note.id, body },
    });
    return note;
  });
}
