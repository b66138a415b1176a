import { conflict, notFound } from '@trippy/domain';
import type { StaffInviteBody, StaffPatchBody } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { recordAudit } from './audit.repository';
import { staffInviteMail } from '../notifications/operator-mail';
import { enqueueMail } from '../notifications/outbox.repository';
import { issueInviteToken } from './staff-codes.repository';
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  lockActiveOwners,
  staffAuditView,
  updateStaff,
  type StaffRow,
} from './staff.repository';

/**
 * Invites a member, or re-invites one who never set a password: a new invitation link (older ones stop
 * working) in a queued mail, audited, in one transaction. Returns the member and the mail to deliver.
 */
export function inviteStaff(
  db: Db,
  ownerId: string,
  invite: StaffInviteBody,
  pepper: string,
  inviteLink: (token: string) => string,
): Promise<{ member: StaffRow; mailId: string }> {
  const { email, name, role } = invite;
  return db.transaction().execute(async (tx) => {
    const owner = await findStaffById(tx, ownerId);
    const existing = await findStaffByEmail(tx, email);
    if (existing && (existing.password_hash !== null || existing.disabled_at !== null))
      throw conflict('A staff member with this email already exists');
    const member = existing
      ? await updateStaff(tx, existing.id, { name, role })
      : await insertStaff(tx, { email, name, role, passwordHash: null, invitedBy: ownerId });
    const token = await issueInviteToken(tx, member.id, pepper);
    const mailId = await enqueueMail(tx, {
      kind: 'staff-invite',
      to: member.email,
      ...staffInviteMail(member.name, owner?.name ?? 'The owner', inviteLink(token)),
    });
    await recordAudit(tx, {
      staffId: ownerId,
      action: 'staff.invited',
      entityType: 'staff',
      entityId: member.id,
      before: existing ? staffAuditView(existing) : null,
      after: staffAuditView(member),
    });
    return { member, mailId };
  });
}

/**
 * Changes a member's role or disables/enables them (disabling ends their sessions), audited. With the active
 * owners locked: an owner cannot disable or demote themself, and the last active owner stays.
 */
export function changeStaff(db: Db, ownerId: string, id: string, patch: StaffPatchBody): Promise<StaffRow> {
  const { role, disabled } = patch;
  return db.transaction().execute(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const before = await findStaffById(tx, id, true);
    if (!before) throw notFound('Staff member not found');
    const losesOwner =
      before.role === 'owner' &&
      before.disabled_at === null &&
      (disabled === true || (role !== undefined && role !== 'owner'));
    if (losesOwner && id === ownerId) throw conflict('You cannot disable or demote yourself');
    if (losesOwner && owners.length <= 1)
      throw conflict('The last active owner cannot be disabled or demoted');
    const disabling = disabled === true && before.disabled_at === null;
    const changes = {
      ...(role !== undefined && role !== before.role ? { role } : {}),
      ...(disabled !== undefined && disabled !== (before.disabled_at !== null) ? { disabled } : {}),
    };
    if (Object.keys(changes).length === 0) return before;
    const after = await updateStaff(tx, id, { ...changes, revokeSessions: disabling });
    await recordAudit(tx, {
      staffId: ownerId,
      action: disabling ? 'staff.disabled' : disabled === false ? 'staff.enabled' : 'staff.updated',
      entityType: 'staff',
      entityId: id,
      before: staffAuditView(before),
      after: staffAuditView(after),
    });
    return after;
  });
}
