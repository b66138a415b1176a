import type { Db } from '../../db/schema';
import { recordAudit } from './audit.repository';
import { staffCodeMail, staffSignInAlertMail } from '../notifications/operator-mail';
import { attemptCode, type CodeAttempt } from '../sign-in/code-attempt';
import type { SignInKeys } from '../sign-in/auth-throttle.repository';
import { enqueueMail } from '../notifications/outbox.repository';
import { checkStaffLoginCode, consumeInviteToken, issueStaffLoginCode } from './staff-codes.repository';
import { findStaffById, staffAuditView, updateStaff, type StaffRow } from './staff.repository';

/** A new sign-in code for the member and its mail, stored together; returns the mail to deliver. */
export function mailStaffLoginCode(
  db: Db,
  member: Pick<StaffRow, 'id' | 'email' | 'name'>,
  pepper: string,
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const code = await issueStaffLoginCode(tx, member.id, pepper);
    return enqueueMail(tx, { kind: 'otp', to: member.email, ...staffCodeMail(member.name, code) });
  });
}

/** The member told of repeated failed sign-ins (at the throttle's alert points); returns the mail to deliver. */
export function mailStaffSignInAlert(
  db: Db,
  member: Pick<StaffRow, 'email' | 'name'>,
  channel: 'password' | 'code',
  paused: boolean,
): Promise<string> {
  return enqueueMail(db, {
    kind: 'sign-in-alert',
    to: member.email,
    ...staffSignInAlertMail(member.name, channel, paused),
  });
}

/**
 * Counts the attempt and checks a sign-in code in one transaction (the code row stays locked while it is
 * judged; see attemptCode for why the two go together).
 */
export function checkStaffCode(
  db: Db,
  keys: SignInKeys,
  staffId: string,
  code: string,
  pepper: string,
): Promise<CodeAttempt<true>> {
  return attemptCode(db, keys, async (tx) =>
    (await checkStaffLoginCode(tx, staffId, code, pepper)) ? true : undefined,
  );
}

/**
 * Uses up the invitation and sets the member's password (ending any session), audited. Undefined when the
 * link is invalid, used or expired, or the member was disabled meanwhile.
 */
export function acceptInvite(
  db: Db,
  token: string,
  passwordHash: string,
  pepper: string,
): Promise<StaffRow | undefined> {
  return db.transaction().execute(async (tx) => {
    const staffId = await consumeInviteToken(tx, token, pepper);
    const before = staffId ? await findStaffById(tx, staffId, true) : undefined;
    if (!before || before.disabled_at !== null) return undefined;
    const after = await updateStaff(tx, before.id, { passwordHash, revokeSessions: true });
    await recordAudit(tx, {
      staffId: after.id,
      action: 'staff.invite-accepted',
      entityType: 'staff',
      entityId: after.id,
      before: staffAuditView(before),
      after: staffAuditView(after),
    });
    return after;
  });
}
