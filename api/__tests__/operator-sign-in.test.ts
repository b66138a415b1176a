import { STAFF_CODE_SENT, STAFF_INVALID_LOGIN } from '@trippy/contracts';
import { hashPassword } from '../src/modules/sign-in/password';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, latestCode, mailsTo, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';

describe.each(DB_KINDS)('staff sign-in on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/operator/auth/login', payload: { email, password } });
  const verify = (email: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/operator/auth/verify', payload: { email, code } });

  it('signs in with password then the mailed code; me, then logout ends the token', async () => {
    const member = await createStaffToken(ctx.app, 'staff', { name: 'Asha Negi' });
    const first = await login(member.email.toUpperCase(), member.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: STAFF_CODE_SENT });
    const code = await latestCode(ctx.app, member.email);
    expect((await verify(member.email, code === '000000' ? '111111' : '000000')).statusCode).toBe(401);
    const res = await verify(member.email, code);
    expect(res.statusCode).toBe(200);
    const { token, staff } = res.json<{ data: { token: string; staff: Record<string, string> } }>().data;
    expect(staff).toEqual({ _id: member.id, email: member.email, name: 'Asha Negi', role: 'staff' });
    // The code is single use.
    expect((await verify(member.email, code)).statusCode).toBe(401);

    const me = await ctx.app.inject({ url: '/api/operator/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ data: { email: string } }>().data.email).toBe(member.email);
    // The code is in the mail, never in the answer.
    expect(first.body).not.toContain(code);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    for (const old of [token, member.token]) {
      const after = await ctx.app.inject({ url: '/api/operator/auth/me', headers: bearer(old) });
      expect(after.statusCode).toBe(401);
    }
  });

  it('answers the same 401 for a wrong password, an unknown address, a disabled or not-activated member', async () => {
    const member = await createStaffToken(ctx.app, 'owner');
    const disabled = await createStaffToken(ctx.app, 'staff', { disabled: true });
    await ctx.app.db
      .insertInto('staff')
      .values({
        id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        email: 'invited@staff.example.in',
        name: 'Invited',
        role: 'staff',
        password_hash: null,
        disabled_at: null,
        invited_by: null,
      })
      .execute();
    const answers = await Promise.all([
      login(member.email, 'wrong-password'),
      login('nobody@staff.example.in', member.password),
      login(disabled.email, disabled.password),
      login('invited@staff.example.in', 'anything-at-all'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: STAFF_INVALID_LOGIN });
    }
    expect(await mailsTo(ctx.app, disabled.email)).toEqual([]);
    expect(await mailsTo(ctx.app, member.email)).toEqual([]);
  });

  it('a customer signs in nowhere here: their address and password are not a member', async () => {
    const res = await login('meera@example.in', 'Himalaya@123');
    expect(res.statusCode).toBe(401);
  });

  // Issue #39: from that address; another address still signs in (sign-in-lockout.test.ts).
  it('makes an address wait after repeated wrong passwords, even with the right one', async () => {
    const member = await createStaffToken(ctx.app, 'staff', { password: 'Correct@Horse1' });
    for (let i = 0; i < 5; i++)
      expect((await login(member.email, `wrong-${i}-password`)).statusCode).toBe(401);
    const locked = await login(member.email, 'Correct@Horse1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Throttle keys of staff never touch a customer's.
    const keys = await ctx.app.db.selectFrom('auth_throttle').select('key').execute();
    expect(keys.map((row) => row.key)).toContain(`password:staff:${member.id}`);
  });

  it('locks code guesses and throttles code requests', async () => {
    const member = await createStaffToken(ctx.app, 'staff');
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    const again = await login(member.email, member.password);
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toMatch(/wait/i);
    const code = await latestCode(ctx.app, member.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await verify(member.email, wrong)).statusCode).toBe(401);
    expect((await verify(member.email, code)).statusCode).toBe(429);
  });

  it('a code stops working when the member is disabled between the steps, and after 10 minutes', async () => {
    const member = await createStaffToken(ctx.app, 'staff');
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    const code = await latestCode(ctx.app, member.email);
    await ctx.app.db
      .updateTable('staff')
      .set({ disabled_at: new Date() })
      .where('id', '=', member.id)
      .execute();
    expect((await verify(member.email, code)).statusCode).toBe(401);

    const other = await createStaffToken(ctx.app, 'staff', { password: 'Another@Pass1' });
    expect((await login(other.email, 'Another@Pass1')).statusCode).toBe(200);
    const otherCode = await latestCode(ctx.app, other.email);
    await ctx.app.db
      .updateTable('staff_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('staff_id', '=', other.id)
      .execute();
    expect((await verify(other.email, otherCode)).statusCode).toBe(401);
    // Codes are stored hashed.
    const rows = await ctx.app.db
      .selectFrom('staff_codes')
      .select('code_hash')
      .where('staff_id', '=', other.id)
      .execute();
    expect(rows.map((row) => row.code_hash)).not.toContain(otherCode);
  });

  it('rejects the token of a member disabled after it was issued', async () => {
    const member = await createStaffToken(ctx.app, 'staff');
    expect(
      (await ctx.app.inject({ url: '/api/operator/auth/me', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
    await ctx.app.db
      .updateTable('staff')
      .set({ password_hash: await hashPassword('x'.repeat(8)), disabled_at: new Date() })
      .where('id', '=', member.id)
      .execute();
    expect(
      (await ctx.app.inject({ url: '/api/operator/auth/me', headers: bearer(member.token) })).statusCode,
    ).toBe(401);
  });
});
