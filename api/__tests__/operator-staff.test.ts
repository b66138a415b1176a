import { sql } from 'kysely';
import type { AuditEntry, StaffListItem } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, latestCode, mailsTo, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';

describe.each(DB_KINDS)('staff management and audit log on %s', (kind) => {
  let ctx: TestContext;
  let owner: TestStaff;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { PUBLIC_ORIGIN: 'https://trippy.example' });
    owner = await createStaffToken(ctx.app, 'owner', { name: 'Owner One' });
  });
  afterAll(async () => ctx.close());

  const patch = (token: string, id: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/operator/staff/${id}`, headers: bearer(token), payload });
  const me = (token: string) => ctx.app.inject({ url: '/api/operator/auth/me', headers: bearer(token) });
  const audit = async (query: string) =>
    (await ctx.app.inject({ url: `/api/operator/audit?${query}`, headers: bearer(owner.token) })).json<{
      data: AuditEntry[];
      page: { total: number };
    }>();

  it('invites a member who sets a password through the link once, then signs in', async () => {
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/staff/invite',
      headers: bearer(owner.token),
      payload: { email: 'Kavita.Rawat@Staff.example.in', name: 'Kavita Rawat', role: 'staff' },
    });
    expect(invited.statusCode).toBe(201);
    const member = invited.json<{ data: StaffListItem }>().data;
    expect(member).toMatchObject({
      email: 'kavita.rawat@staff.example.in',
      status: 'invited',
      role: 'staff',
    });

    const mail = (await mailsTo(ctx.app, member.email)).find((m) => m.kind === 'staff-invite');
    const token = /https:\/\/trippy\.example\/operator\/invite\?token=([A-Za-z0-9_-]{43})/.exec(
      mail?.body ?? '',
    )?.[1];
    expect(token).toBeDefined();
    const stored = await ctx.app.db
      .selectFrom('staff_codes')
      .select('code_hash')
      .where('staff_id', '=', member._id)
      .execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(token);

    const accept = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/operator/auth/accept-invite',
        payload: { token, password },
      });
    expect((await accept('short')).statusCode).toBe(400);
    const accepted = await accept('Kedarnath@2026');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ data: { email: member.email } });
    expect((await accept('Kedarnath@2027')).statusCode).toBe(400);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/login',
      payload: { email: member.email, password: 'Kedarnath@2026' },
    });
    expect(login.statusCode).toBe(200);
    const code = await latestCode(ctx.app, member.email);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/verify',
      payload: { email: member.email, code },
    });
    expect(verified.statusCode).toBe(200);

    // Inviting an address that already has an active member is refused.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/staff/invite',
      headers: bearer(owner.token),
      payload: { email: member.email, name: 'Kavita', role: 'owner' },
    });
    expect(again.statusCode).toBe(409);

    const rows = await audit(`entityType=staff&entityId=${member._id}`);
    expect(rows.data.map((row) => row.action)).toEqual(['staff.invite-accepted', 'staff.invited']);
    expect(rows.data[1]).toMatchObject({
      staff: { _id: owner.id, name: 'Owner One' },
      before: null,
      after: { email: member.email, role: 'staff', invited: true },
    });
    expect(JSON.stringify(rows.data)).not.toMatch(/password|token_version|\$argon2/);
  });

  it('an expired invitation does not work', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/staff/invite',
      headers: bearer(owner.token),
      payload: { email: 'late@staff.example.in', name: 'Late', role: 'staff' },
    });
    const id = res.json<{ data: StaffListItem }>().data._id;
    const mail = (await mailsTo(ctx.app, 'late@staff.example.in'))[0];
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    await ctx.app.db
      .updateTable('staff_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('staff_id', '=', id)
      .execute();
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/accept-invite',
      payload: { token, password: 'Kedarnath@2026' },
    });
    expect(accepted.statusCode).toBe(400);
  });

  it('disabling ends every session at once; the owner keeps the last owner and cannot demote themself', async () => {
    const member = await createStaffToken(ctx.app, 'staff');
    expect((await me(member.token)).statusCode).toBe(200);
    const disabled = await patch(owner.token, member.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<{ data: StaffListItem }>().data.status).toBe('disabled');
    expect((await me(member.token)).statusCode).toBe(401);
    const enabled = await patch(owner.token, member.id, { disabled: false });
    expect(enabled.json<{ data: StaffListItem }>().data.status).toBe('active');
    // The old token stays dead after re-enabling.
    expect((await me(member.token)).statusCode).toBe(401);

    expect((await patch(owner.token, owner.id, { disabled: true })).statusCode).toBe(409);
    expect((await patch(owner.token, owner.id, { role: 'staff' })).statusCode).toBe(409);

    const second = await createStaffToken(ctx.app, 'owner');
    // Two owners: the second may demote the first... but then the first is no longer the last, and vice versa.
    const demoted = await patch(second.token, owner.id, { role: 'staff' });
    expect(demoted.statusCode).toBe(200);
    // Now `second` is the last active owner: nobody can remove them (the demoted one is 403 anyway).
    expect((await patch(owner.token, second.id, { role: 'staff' })).statusCode).toBe(403);
    expect((await patch(second.token, second.id, { disabled: true })).statusCode).toBe(409);
    const promoted = await patch(second.token, owner.id, { role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    // With two owners again, one can disable the other; the remaining one is then the last.
    expect((await patch(owner.token, second.id, { disabled: true })).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await patch(owner.token, owner.id, { role: 'staff' })).statusCode).toBe(409);

    const rows = await audit(`action=staff.disabled&entityId=${member.id}`);
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect((await patch(owner.token, 'ffffffffffffffffffffffff', { disabled: true })).statusCode).toBe(404);
  });

  it('lists staff paged, and the audit log with filters, newest first', async () => {
    const list = await ctx.app.inject({
      url: '/api/operator/staff?page=1&pageSize=2',
      headers: bearer(owner.token),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      data: StaffListItem[];
      page: { page: number; pageSize: number; total: number };
    }>();
    expect(body.data).toHaveLength(2);
    expect(body.page).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.page.total).toBeGreaterThan(3);
    expect(
      (await ctx.app.inject({ url: '/api/operator/staff?pageSize=101', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(400);

    const all = await audit('pageSize=100');
    const times = all.data.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byOwner = await audit(`staffId=${owner.id}`);
    expect(byOwner.data.every((row) => row.staff?._id === owner.id)).toBe(true);
    expect((await audit('from=2000-01-01&to=2000-01-02')).data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`from=${today}`)).page.total).toBe(all.page.total);
    const bad = await ctx.app.inject({
      url: '/api/operator/audit?from=2026-13-45',
      headers: bearer(owner.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the audit log is append-only: UPDATE and DELETE change nothing', async () => {
    const before = await ctx.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await sql`UPDATE audit_log SET action = 'tampered'`.execute(ctx.app.db);
    await sql`DELETE FROM audit_log`.execute(ctx.app.db);
    const after = await ctx.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(after).toEqual(before);
  });
});
