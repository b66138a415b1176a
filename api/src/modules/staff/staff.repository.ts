import { sql, type Selectable } from 'kysely';
import type { StaffListItem, StaffMember } from '@trippy/contracts';
import type { Database, DbOrTx, StaffRole } from '../../db/schema';
import { iso, newId } from '../../db/ids';
import { pageWithTotal } from '../../shared/list-query.repository';

export type StaffRow = Selectable<Database['staff']>;

export const normalizeStaffEmail = (email: string): string => email.trim().toLowerCase();

export async function findStaffTokenState(
  db: DbOrTx,
  id: string,
): Promise<{ token_version: number; disabled_at: Date | string | null; role: StaffRole } | undefined> {
  return db
    .selectFrom('staff')
    .select(['token_version', 'disabled_at', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', normalizeStaffEmail(email))
    .executeTakeFirst();
}

export async function findStaffById(db: DbOrTx, id: string, lock = false): Promise<StaffRow | undefined> {
  let query = db.selectFrom('staff').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A member who may sign in: not disabled and with a password. */
export const canSignIn = (row: StaffRow | undefined): row is StaffRow & { password_hash: string } =>
  row !== undefined && row.disabled_at === null && row.password_hash !== null;

export const toStaffMember = (row: StaffRow): StaffMember => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export const toStaffListItem = (row: StaffRow): StaffListItem => ({
  ...toStaffMember(row),
  status: row.disabled_at !== null ? 'disabled' : row.password_hash === null ? 'invited' : 'active',
  disabledAt: row.disabled_at === null ? null : iso(row.disabled_at),
  createdAt: iso(row.created_at),
});

/** What the audit log keeps of a member: never the password hash or token version. */
export const staffAuditView = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled_at !== null,
  invited: row.password_hash === null,
});

export async function insertStaff(
  db: DbOrTx,
  member: {
    email: string;
    name: string;
    role: StaffRole;
    passwordHash: string | null;
    invitedBy: string | null;
  },
): Promise<StaffRow> {
  return db
    .insertInto('staff')
    .values({
      id: newId(),
      email: normalizeStaffEmail(member.email),
      name: member.name.trim(),
      role: member.role,
      password_hash: member.passwordHash,
      invited_by: member.invitedBy,
      disabled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateStaff(
  db: DbOrTx,
  id: string,
  changes: {
    role?: StaffRole;
    name?: string;
    disabled?: boolean;
    passwordHash?: string;
    /** Ends every session of the member. */
    revokeSessions?: boolean;
  },
): Promise<StaffRow> {
  return db
    .updateTable('staff')
    .set((eb) => ({
      updated_at: new Date(),
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
      ...(changes.disabled !== undefined ? { disabled_at: changes.disabled ? new Date() : null } : {}),
      ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
      ...(changes.revokeSessions ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Active owners, locked, so that two concurrent demotions cannot both leave the last one. */
export async function lockActiveOwners(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function listStaff(
  db: DbOrTx,
  page: { offset: number; limit: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  const all = db.selectFrom('staff');
  return pageWithTotal(
    all,
    all
      .selectAll()
      .orderBy(sql`disabled_at IS NOT NULL`)
      .orderBy('name')
      .orderBy('id'),
    page,
  );
}

/** Active members (the assignees a lead can have). */
export async function isActiveStaff(db: DbOrTx, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active members with a password, by name: who a lead can be given to. */
export async function listAssignees(db: DbOrTx): Promise<Array<{ _id: string; name: string }>> {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'name'])
    .where('disabled_at', 'is', null)
    .where('password_hash', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}
