import { conflict } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { recordAudit } from '../staff/audit.repository';
import { findLead, leadAuditView, updateLead } from './leads.repository';

/** The lead becomes 'converted' and points at its booking, in the booking's transaction (one conversion each). */
export async function markLeadConverted(
  tx: DbOrTx,
  { leadId, bookingId, staffId }: { leadId: string; bookingId: string; staffId: string },
): Promise<void> {
  const before = await findLead(tx, leadId, true);
  if (!before || before.status === 'converted')
    throw conflict('This enquiry is already converted into a booking.');
  const after = await updateLead(tx, before, { status: 'converted' });
  await tx.updateTable('leads').set({ booking_id: bookingId }).where('id', '=', leadId).execute();
  await recordAudit(tx, {
    staffId,
    action: 'lead.converted',
    entityType: 'lead',
    entityId: leadId,
    before: leadAuditView(before),
    after: { ...leadAuditView(after), bookingId },
  });
}
