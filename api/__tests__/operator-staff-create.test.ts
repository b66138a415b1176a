import { createOrResetStaff, parseStaffCreateArgs, StaffCreateError } from '../src/modules/staff/staff-admin';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, latestCode, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';

describe('staff:create arguments', () => {
  const parse = (args: string[], password?: string) =>
    parseStaffCreateArgs(args, password === undefined ? {} : { STAFF_PASSWORD: password });

  it('reads email, role, name and the password from STAFF_PASSWORD or --password', () => {
    expect(parse(['--email', 'Ravi@Example.in', '--role', 'owner'], 'Operator@2026')).toEqual({
      email: 'ravi@example.in',
      role: 'owner',
      name: 'ravi',
      password: 'Operator@2026',
    });
    expect(
      parse(['--email', 'a@b.in', '--role', 'staff', '--name', 'Asha', '--password', 'long-enough']),
    ).toMatchObject({
      name: 'Asha',
      password: 'long-enough',
    });
  });

  it('refuses a bad email, role, short password or unknown option with a clear message', () => {
    expect(() => parse(['--email', 'nope', '--role', 'owner'], 'Operator@2026')).toThrow(
      /--email must be an email/,
    );
    expect(() => parse(['--email', 'a@b.in', '--role', 'admin'], 'Operator@2026')).toThrow(
      /--role must be owner or staff/,
    );
    expect(() => parse(['--email', 'a@b.in', '--role', 'owner'], 'short')).toThrow(/8 to 128 characters/);
    expect(() => parse(['--email', 'a@b.in', '--role', 'owner'])).toThrow(StaffCreateError);
    expect(() => parse(['--email', 'a@b.in', '--role', 'owner', '--admin'], 'Operator@2026')).toThrow(
      /Usage/,
    );
  });
});

describe.each(DB_KINDS)('staff:create on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  const signIn = async (email: string, password: string) => {
    const step1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/login',
      payload: { email, password },
    });
    if (step1.statusCode !== 200) return step1.statusCode;
    const code = await latestCode(ctx.app, email);
    const step2 = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/verify',
      payload: { email, code },
    });
    return step2.statusCode;
  };

  it('creates a member who can sign in, and resets role and password of an existing one', async () => {
    const created = await createOrResetStaff(ctx.app.db, {
      email: 'first.owner@example.in',
      role: 'owner',
      name: 'First Owner',
      password: 'Operator@2026',
    });
    expect(created.created).toBe(true);
    expect(await signIn('first.owner@example.in', 'Operator@2026')).toBe(200);

    const member = await createStaffToken(ctx.app, 'staff', { name: 'Kept Name' });
    await ctx.app.db
      .updateTable('staff')
      .set({ disabled_at: new Date() })
      .where('id', '=', member.id)
      .execute();
    const reset = await createOrResetStaff(ctx.app.db, {
      email: member.email,
      role: 'owner',
      name: 'ignored',
      nameGiven: false,
      password: 'New@Password1',
    });
    expect(reset).toEqual({ id: member.id, created: false });
    const row = await ctx.app.db
      .selectFrom('staff')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'owner', name: 'Kept Name', disabled_at: null });
    expect(
      (await ctx.app.inject({ url: '/api/operator/auth/me', headers: bearer(member.token) })).statusCode,
    ).toBe(401);
    expect(await signIn(member.email, member.password)).toBe(401);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', member.id)
      .execute();
    expect(audit.map((entry) => [entry.action, entry.staff_id])).toEqual([['staff.reset', null]]);
  });

  it('never demotes the last active owner', async () => {
    const owners = await ctx.app.db
      .selectFrom('staff')
      .select('email')
      .where('role', '=', 'owner')
      .where('disabled_at', 'is', null)
      .execute();
    // Disable all but one owner, then try to make that one staff.
    const [keep, ...others] = owners.map((owner) => owner.email);
    await ctx.app.db
      .updateTable('staff')
      .set({ disabled_at: new Date() })
      .where('email', 'in', others.length ? others : ['-'])
      .execute();
    await expect(
      createOrResetStaff(ctx.app.db, { email: keep!, role: 'staff', name: 'x', password: 'Operator@2026' }),
    ).rejects.toThrow(/last active owner/);
  });
});
