import crypto from 'node:crypto';
import type { App } from '../../src/types';
import type { StaffRole } from '../../src/db/schema';
import { newId } from '../../src/db/ids';
import { hashPassword } from '../../src/modules/sign-in/password';
import { signStaffToken } from '../../src/plugins/operator-auth';

export interface TestStaff {
  id: string;
  token: string;
  email: string;
  password: string;
  name: string;
  role: StaffRole;
}

/** One argon2 hash for every test member: hashing is slow on purpose and tests make many members. */
const TEST_STAFF_PASSWORD = 'Operator@Test1';
let passwordHash: Promise<string> | undefined;

/**
 * Inserts an active staff member with a password and returns a valid staff token for them (as after the
 * two-step sign-in). `opts.disabled` makes a disabled member (its token is then refused).
 */
export async function createStaffToken(
  app: App,
  role: StaffRole,
  opts: { email?: string; name?: string; password?: string; disabled?: boolean } = {},
): Promise<TestStaff> {
  const tag = crypto.randomBytes(4).toString('hex');
  const password = opts.password ?? TEST_STAFF_PASSWORD;
  const hash =
    opts.password === undefined
      ? await (passwordHash ??= hashPassword(TEST_STAFF_PASSWORD))
      : await hashPassword(password);
  const member = {
    id: newId(),
    email: opts.email ?? `${role}.${tag}@staff.example.in`,
    name: opts.name ?? `Test ${role} ${tag}`,
    role,
  };
  await app.db
    .insertInto('staff')
    .values({
      ...member,
      password_hash: hash,
      disabled_at: opts.disabled ? new Date() : null,
      invited_by: null,
    })
    .execute();
  const token = signStaffToken(app, { id: member.id, token_version: 0 });
  return { ...member, token, password };
}
