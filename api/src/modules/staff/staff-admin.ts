import { parseArgs } from 'node:util';
import { isValidEmail } from '@trippy/domain';
import { STAFF_PASSWORD_MIN_LENGTH, type StaffRole } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { hashPassword } from '../sign-in/password';
import { recordAudit } from './audit.repository';
import {
  findStaffByEmail,
  insertStaff,
  lockActiveOwners,
  normalizeStaffEmail,
  staffAuditView,
  updateStaff,
} from './staff.repository';

export const STAFF_CREATE_USAGE =
  'Usage: STAFF_PASSWORD=... pnpm --filter @trippy/api staff:create --email you@example.in --role owner|staff [--name "Your Name"] [--password ...]';

export interface StaffCreateInput {
  email: string;
  role: StaffRole;
  name: string;
  password: string;
}

/** A clear message for the person at the terminal. */
export class StaffCreateError extends Error {}

/** Reads and checks the command line (the password from --password or STAFF_PASSWORD). */
export function parseStaffCreateArgs(
  argv: string[],
  env: Record<string, string | undefined>,
): StaffCreateInput {
  let values: { email?: string; role?: string; name?: string; password?: string };
  try {
    values = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new StaffCreateError(`${(error as Error).message}\n${STAFF_CREATE_USAGE}`);
  }
  const email = normalizeStaffEmail(values.email ?? '');
  if (!isValidEmail(email))
    throw new StaffCreateError(`--email must be an email address\n${STAFF_CREATE_USAGE}`);
  if (values.role !== 'owner' && values.role !== 'staff')
    throw new StaffCreateError(`--role must be owner or staff\n${STAFF_CREATE_USAGE}`);
  const password = values.password ?? env.STAFF_PASSWORD ?? '';
  if (password.length < STAFF_PASSWORD_MIN_LENGTH || password.length > 128)
    throw new StaffCreateError(
      `The password (STAFF_PASSWORD or --password) must be ${STAFF_PASSWORD_MIN_LENGTH} to 128 characters`,
    );
  const name = (values.name ?? email.split('@')[0] ?? '').trim();
  if (name.length < 1 || name.length > 80) throw new StaffCreateError('--name must be 1 to 80 characters');
  return { email, role: values.role, name, password };
}

/**
 * Creates the member, or resets an existing one with that email: role and password replaced, name replaced
 * when given, re-enabled, every session ended. The last active owner is never demoted. Audited (no staff).
 */
export async function createOrResetStaff(
  db: Db,
  input: StaffCreateInput & { nameGiven?: boolean },
): Promise<{ id: string; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const existing = await findStaffByEmail(tx, input.email);
    if (!existing) {
      const member = await insertStaff(tx, { ...input, passwordHash, invitedBy: null });
      await recordAudit(tx, {
        staffId: null,
        action: 'staff.created',
        entityType: 'staff',
        entityId: member.id,
        before: null,
        after: staffAuditView(member),
      });
      return { id: member.id, created: true };
    }
    const isActiveOwner = existing.role === 'owner' && existing.disabled_at === null;
    if (isActiveOwner && input.role !== 'owner' && owners.length <= 1)
      throw new StaffCreateError(`${input.email} is the last active owner and cannot become staff`);
    const member = await updateStaff(tx, existing.id, {
      role: input.role,
      passwordHash,
      disabled: false,
      revokeSessions: true,
      ...(input.nameGiven === false ? {} : { name: input.name }),
    });
    await recordAudit(tx, {
      staffId: null,
      action: 'staff.reset',
      entityType: 'staff',
      entityId: member.id,
      before: staffAuditView(existing),
      after: staffAuditView(member),
    });
    return { id: member.id, created: false };
  });
}
