import crypto from 'node:crypto';
import Redis from 'ioredis';
import { buildApp } from '../src/app';
import type { App } from '../src/types';
import { DB_KINDS } from './helpers/db-targets';
import { REDIS_URL, redisProblem } from './helpers/redis';
import { RESEND_NEUTRAL } from '../src/modules/customers/routes/customers/register';
import { INVALID_CODE } from '../src/modules/sign-in/otp';
import { codeRequestKey } from '../src/modules/sign-in/auth-throttle.repository';
import {
  TEST_CONFIG,
  bearer,
  createTestApp,
  latestCode,
  mailsTo as mailbox,
  randomPhone,
  registerAndLogin,
  type TestContext,
} from './helpers/test-app';

const registration = () => ({
  firstName: 'Kavya',
  lastName: 'Rawat',
  email: `kavya.${Math.random().toString(36).slice(2, 8)}@example.in`,
  phone: randomPhone(),
  password: 'Kedar@2026',
});

describe.each(DB_KINDS)('customers on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  // A registration is stored after the answer (issue #39: its time says nothing about the address).
  const idOf = async (email: string) => {
    await ctx.app.backgroundSettled();
    return (
      await ctx.handle.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirstOrThrow()
    ).id;
  };

  it('registers with 201, hashes the password and mails a 6-digit code', async () => {
    const body = registration();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: { ...body, role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    const json = res.json<{ success: boolean; data: Record<string, unknown>; message: string }>();
    expect(json).toMatchObject({ success: true, message: 'Registration successful! Please login.' });
    expect(json.data).not.toHaveProperty('_id');
    const row = await ctx.handle.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', await idOf(body.email))
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const code = await latestCode(ctx.app, body.email);
    const otp = await ctx.handle.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('customer_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(otp.code_hash).not.toContain(code);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(
      verified.json<{ data: { customer: { emailVerified: boolean } } }>().data.customer.emailVerified,
    ).toBe(true);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code },
    });
    expect(again.statusCode).toBe(400);
  });

  it.each([
    [{ phone: '12345' }, 'phone is not valid'],
    [{ email: 'not-an-email' }, 'email is not valid'],
    [{ password: 'short' }, 'password must be at least 8 characters'],
    [{ firstName: undefined }, 'firstName is required'],
  ])('refuses a bad registration %o with a message naming the field', async (change, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: { ...registration(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('answers a registration of a taken email or phone with the same 201, tells only the mailbox, and changes no account', async () => {
    const owner = await registerAndLogin(ctx.app);
    const before = await ctx.handle.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    await ageCodes(owner.id, 31);
    const sameEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: { ...registration(), email: owner.email.toUpperCase() },
    });
    const intruder = registration();
    const samePhone = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: { ...intruder, phone: owner.phone },
    });
    await ctx.app.backgroundSettled();
    for (const res of [sameEmail, samePhone]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true, message: 'Registration successful! Please login.' });
    }
    const after = await ctx.handle.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await mailbox(ctx.app, owner.email))[0]?.kind).toBe('account-exists');
    expect((await mailbox(ctx.app, intruder.email))[0]?.kind).toBe('phone-taken');
    const noAccount = await ctx.handle.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', intruder.email)
      .executeTakeFirst();
    expect(noAccount).toBeUndefined();
  });

  it("a family member registering with the account's mobile number gets the same answer and a mail with no code that says why and what to do", async () => {
    const holder = await registerAndLogin(ctx.app, { firstName: 'Devki', lastName: 'Rawat' });
    const family = { ...registration(), phone: holder.phone };
    const fresh = registration();
    const answers = [
      await ctx.app.inject({ method: 'POST', url: '/api/customers/send-otp', payload: family }),
      await ctx.app.inject({ method: 'POST', url: '/api/customers/send-otp', payload: fresh }),
    ];
    await ctx.app.backgroundSettled();
    // The answers differ only by what each request typed: nothing says the number is taken.
    const [taken, free] = answers.map((res) => ({
      status: res.statusCode,
      body: res.json<{ data: Record<string, unknown> }>(),
    }));
    expect(taken!.status).toBe(201);
    expect({ ...taken!.body, data: Object.keys(taken!.body.data) }).toEqual({
      ...free!.body,
      data: Object.keys(free!.body.data),
    });
    const mails = await mailbox(ctx.app, family.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['phone-taken']);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your Trippy Himalaya registration could not be completed');
    expect(mail?.body).toContain('already registered with another account');
    expect(mail?.body).toContain('no verification code was sent');
    expect(mail?.body).toContain('family');
    expect(mail?.body).not.toMatch(/\b\d{6}\b/);
    // Nothing of the other account, and nothing the registration typed.
    for (const text of [holder.email, holder.phone, 'Devki', 'Rawat', family.firstName, family.lastName]) {
      expect(mail?.body).not.toContain(text);
      expect(mail?.subject).not.toContain(text);
    }
    // A resend for that address (after the 30 s wait) answers as for anyone, and still sends no code.
    await ctx.handle.db
      .updateTable('auth_throttle')
      .set({ last_code_at: new Date(Date.now() - 31_000) })
      .where('key', '=', codeRequestKey(family.email))
      .execute();
    const again = await resend(family.email);
    expect(again.json()).toEqual({ success: true, data: {}, message: RESEND_NEUTRAL });
    await ctx.app.backgroundSettled();
    expect((await mailbox(ctx.app, family.email)).map((m) => m.kind)).toEqual(['phone-taken']);
  });

  it('a verified registration code signs the customer in with the session the login answers; no token before it, once only', async () => {
    const body = registration();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.body).not.toContain('token');
    await ctx.app.backgroundSettled();
    // Before the code: the password alone gives no session.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: body.email, password: body.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.body).not.toContain('token');

    const code = await latestCode(ctx.app, body.email);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code },
    });
    expect(verified.statusCode).toBe(200);
    type Session = {
      _id: string;
      token: string;
      customer: { _id: string; email: string; emailVerified: boolean };
    };
    const session = verified.json<{ success: boolean; data: Session }>();
    expect(session.success).toBe(true);
    expect(session.data.customer).toMatchObject({
      _id: session.data._id,
      email: body.email,
      emailVerified: true,
    });
    // The token is a session: it reads the customer, like the login's.
    const own = await ctx.app.inject({
      url: `/api/customers/${session.data._id}`,
      headers: bearer(session.data.token),
    });
    expect(own.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: body.email, password: body.password },
    });
    const loggedIn = login.json<{ data: Session }>().data;
    expect(Object.keys(session.data).sort()).toEqual(Object.keys(loggedIn).sort());
    expect(session.data.customer).toEqual(loggedIn.customer);

    // The code is single use: a second try gives no token.
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).not.toContain('token');
  });

  it('logs in by email or phone and refuses wrong credentials with 401', async () => {
    const customer = await registerAndLogin(ctx.app);
    expect(customer.token).toBeTruthy();
    const byPhone = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: customer.phone, password: customer.password },
    });
    expect(byPhone.statusCode).toBe(200);
    expect(
      byPhone.json<{ data: { _id: string; customer: { isProfileComplete: boolean } } }>().data,
    ).toMatchObject({ _id: customer.id, customer: { isProfileComplete: false } });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: customer.email, password: 'Wrong@12345' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: 'Invalid email/phone or password' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: 'nobody@example.in', password: 'Wrong@12345' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('logs the demo customer in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: 'demo@trippyhimalaya.in', password: 'Trek@2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json<{ data: { customer: { isProfileComplete: boolean } } }>().data.customer.isProfileComplete,
    ).toBe(true);
  });

  it('reads only its own customer: 200 own, 403 other, 401 without or with a bad token', async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const own = await ctx.app.inject({ url: `/api/customers/${a.id}`, headers: bearer(a.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: { _id: string; email: string } }>().data).toMatchObject({
      _id: a.id,
      email: a.email,
    });
    expect(own.body).not.toContain('password');
    expect(
      (await ctx.app.inject({ url: `/api/customers/${b.id}`, headers: bearer(a.token) })).statusCode,
    ).toBe(403);
    const none = await ctx.app.inject({ url: `/api/customers/${a.id}` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: 'Please login to continue' });
    expect(
      (await ctx.app.inject({ url: `/api/customers/${a.id}`, headers: bearer('nope.bad.token') })).statusCode,
    ).toBe(401);
  });

  it('updates its own profile, which becomes complete; refuses another id', async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${a.id}`,
      headers: bearer(a.token),
      payload: { address: 'Sahastradhara Road, Dehradun', firstName: 'Meera ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: { firstName: 'Meera', isProfileComplete: true },
    });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${a.id}`,
      headers: bearer(a.token),
      payload: { phone: '99' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('phone is not valid');
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${a.id}`,
      headers: bearer(a.token),
      payload: { phone: b.phone },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(
      'An account with this phone number already exists',
    );
    const other = await ctx.app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${b.id}`,
      headers: bearer(a.token),
      payload: { address: 'x' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('locks a code after 5 wrong tries', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/api/customers/send-otp', payload: body });
    const code = await latestCode(ctx.app, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/customers/verify-otp',
            payload: { identifier: body.email, code: wrong },
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    // The account now waits, and the code itself is used up.
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json<{ message: string }>().message).toMatch(
      /^Too many attempts. Please try again in \d+ seconds?.$/,
    );
    // The account's wait ends (its counters forgotten); the code's own count of tries stays.
    await ctx.handle.db.deleteFrom('auth_throttle').where('key', 'not like', 'code-try:%').execute();
    const afterWait = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code },
    });
    expect(afterWait.statusCode).toBe(400);
    expect(afterWait.json<{ message: string }>().message).toBe(INVALID_CODE);
  });

  it('refuses an expired code', async () => {
    const body = registration();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/customers/send-otp', payload: body });
    const code = await latestCode(ctx.app, body.email);
    await ctx.handle.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', await idOf(body.email))
      .execute();
    expect(res.statusCode).toBe(201);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ success: false, message: INVALID_CODE });
  });

  const resend = (identifier: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/customers/resend-otp', payload: { identifier } });

  /** Moves the customer's verification codes `seconds` into the past (the resend wait runs from the newest). */
  const ageCodes = async (customerId: string, seconds: number) => {
    await ctx.handle.db
      .updateTable('otp_codes')
      .set({ created_at: new Date(Date.now() - seconds * 1000) })
      .where('customer_id', '=', customerId)
      .execute();
    const customer = await ctx.handle.db
      .selectFrom('customers')
      .select(['email', 'phone'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .updateTable('auth_throttle')
      .set({ last_code_at: new Date(Date.now() - seconds * 1000) })
      .where('key', 'in', [codeRequestKey(customer.email), codeRequestKey(customer.phone)])
      .execute();
  };

  /** Mails of the address once `count` have arrived (codes for resends are mailed after the answer). */
  const mailsWhen = async (email: string, count: number) => {
    for (let tries = 0; tries < 100; tries++) {
      const mails = await mailbox(ctx.app, email);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mailbox(ctx.app, email);
  };

  /** The customer's registration codes, oldest first, each with its wrong tries (counted in auth_throttle). */
  const verifyCodes = async (customerId: string) => {
    const codes = await ctx.handle.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('purpose', '=', 'verify')
      .orderBy('created_at', 'asc')
      .execute();
    return Promise.all(
      codes.map(async (code) => {
        const tries = await ctx.handle.db
          .selectFrom('auth_throttle')
          .select('failures')
          .where('key', '=', `code-try:otp_codes:${code.id}`)
          .executeTakeFirst();
        return { ...code, attempts: tries?.failures ?? 0 };
      }),
    );
  };

  const mailsTo = async (email: string) => {
    await ctx.app.backgroundSettled();
    return mailbox(ctx.app, email);
  };

  it('resends the registration code: a new single-use code replaces the old one, attempts reset', async () => {
    const body = registration();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    const id = await idOf(body.email);
    const first = await latestCode(ctx.app, body.email);
    const wrong = first === '000000' ? '111111' : '000000';
    // Three wrong tries on the old code (the stale try below is the fourth: the account is not yet waiting).
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/customers/verify-otp',
        payload: { identifier: body.email, code: wrong },
      });
    }
    await ageCodes(id, 31);

    const res = await resend(body.phone);
    expect(res.json()).toEqual({ success: true, data: {}, message: RESEND_NEUTRAL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: {}, message: RESEND_NEUTRAL });
    const mails = await mailsWhen(body.email, 2);
    expect(mails.map((mail) => mail.kind)).toEqual(['otp', 'otp']);
    expect(mails[0]?.body).toContain('to verify your account');
    const second = await latestCode(ctx.app, body.email);

    const codes = await verifyCodes(id);
    expect(codes).toHaveLength(2);
    const [old, fresh] = codes;
    expect(old?.used_at).not.toBeNull();
    expect(fresh).toMatchObject({ used_at: null, attempts: 0 });
    expect(fresh?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh?.code_hash).not.toContain(second);
    const ttl = new Date(fresh?.expires_at ?? 0).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);

    // The old code no longer works (a one-in-a-million equal new code is the only way it could).
    if (second !== first) {
      const stale = await ctx.app.inject({
        method: 'POST',
        url: '/api/customers/verify-otp',
        payload: { identifier: body.email, code: first },
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ success: false, message: INVALID_CODE });
    }
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code: second },
    });
    expect(verified.statusCode).toBe(200);
    expect(
      verified.json<{ data: { customer: { emailVerified: boolean } } }>().data.customer.emailVerified,
    ).toBe(true);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: body.email, code: second },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a resend within 30 seconds of the last code with 429 and the wait', async () => {
    const body = registration();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    const id = await idOf(body.email);

    const early = await resend(body.email);
    expect(early.statusCode).toBe(429);
    const message = early.json<{ success: boolean; message: string }>().message;
    expect(early.json<{ success: boolean }>().success).toBe(false);
    const wait = Number(/^Please wait (\d+) seconds? before asking for a new code$/.exec(message)?.[1]);
    expect(wait).toBeGreaterThanOrEqual(28);
    expect(wait).toBeLessThanOrEqual(30);
    expect(early.headers['retry-after']).toBe(String(wait));

    await ageCodes(id, 20);
    const later = await resend(body.email);
    expect(later.statusCode).toBe(429);
    expect(later.json<{ message: string }>().message).toMatch(/^Please wait (9|10|11) seconds before/);
    // Refused resends change nothing: no mail, the first code is still the live one.
    expect(await mailsTo(body.email)).toHaveLength(1);
    const codes = await verifyCodes(id);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ used_at: null, attempts: 0 });

    await ageCodes(id, 31);
    // Two at once for one identifier: exactly one new code is sent.
    const both = await Promise.all([resend(body.email), resend(body.email)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 429]);
    // The wait runs again from the resent code.
    expect((await resend(body.email)).statusCode).toBe(429);
    expect(await mailsWhen(body.email, 2)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(body.email)).toHaveLength(2);
  });

  it('answers unknown and already verified identifiers with the same 200 and sends nothing', async () => {
    const pending = registration();
    await ctx.app.inject({ method: 'POST', url: '/api/customers/send-otp', payload: pending });
    const pendingId = await idOf(pending.email);
    await ageCodes(pendingId, 31);
    const sent = await resend(pending.email);

    const done = registration();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: done,
    });
    expect(registered.statusCode).toBe(201);
    const doneId = await idOf(done.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-otp',
      payload: { identifier: done.email, code: await latestCode(ctx.app, done.email) },
    });
    await ageCodes(doneId, 31);
    await mailsWhen(pending.email, 2);
    const outboxBefore = await ctx.handle.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const verified = [await resend(done.email), await resend(done.phone)];
    const unknown = [await resend('nobody.here@example.in'), await resend('9000000001')];

    for (const res of [sent, ...verified, ...unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: {}, message: RESEND_NEUTRAL });
    }
    expect(await verifyCodes(doneId)).toHaveLength(1);
    expect(await mailsTo(done.email)).toHaveLength(1);
    const outboxAfter = await ctx.handle.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(outboxAfter.n)).toBe(Number(outboxBefore.n));
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/customers/resend-otp', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'identifier is required' });
  });

  it('logs in with a one-time code', async () => {
    const customer = await registerAndLogin(ctx.app);
    const request = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login-otp/request',
      payload: { identifier: customer.phone },
    });
    expect(request.statusCode).toBe(200);
    const registrationCode = (await mailsTo(customer.email)).at(-1)?.body.match(/\d{6}/)?.[0];
    const code = await latestCode(ctx.app, customer.email, registrationCode);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login-otp/verify',
      payload: { identifier: customer.email, code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { _id: string; token: string } }>().data._id).toBe(customer.id);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login-otp/verify',
      payload: { identifier: customer.email, code },
    });
    expect(reused.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { RATE_LIMIT_MAX: 3 }, false);
  });
  afterAll(() => ctx.close());

  it('limits login attempts per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/customers/login',
            payload: { identifier: 'x@example.in', password: 'whatever1' },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('limits code resends per IP like the other one-time code routes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/customers/resend-otp',
            payload: { identifier: `x${i}@example.in` },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits shared by two instances through Redis', () => {
  let problem: string | undefined;
  let ctx: TestContext;
  let second: App;
  const config = { REDIS_URL, RATE_LIMIT_MAX: 3, TRUST_PROXY: true };

  beforeAll(async () => {
    problem = await redisProblem();
    if (problem) {
      console.warn(`Redis rate-limit test skipped: ${problem}.`);
      return;
    }
    ctx = await createTestApp('pglite', config, false);
    second = await buildApp({ db: ctx.handle, closeDb: false, config: { ...TEST_CONFIG, ...config } });
    await second.ready();
  });
  afterAll(async () => {
    if (problem) return;
    await second.close();
    await ctx.close();
  });

  it('counts the requests of one client on both instances against one limit', async () => {
    if (problem) return;
    // A client address of its own, so runs sharing the Redis server do not count against each other.
    const ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const login = (app: App, from = ip) =>
      app.inject({
        method: 'POST',
        url: '/api/customers/login',
        headers: { 'x-forwarded-for': from },
        payload: { identifier: 'x@example.in', password: 'whatever1' },
      });
    const codes = [
      (await login(ctx.app)).statusCode,
      (await login(second)).statusCode,
      (await login(ctx.app)).statusCode,
    ];
    expect(codes).toEqual([401, 401, 401]);
    const limited = await login(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ success: boolean }>().success).toBe(false);
    expect((await login(ctx.app)).statusCode).toBe(429);
    expect((await login(second, '192.0.2.1')).statusCode).not.toBe(429);

    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`trippy-rate-limit-*${ip}`);
      expect(keys).toEqual([`trippy-rate-limit-POST/api/customers/login-${ip}`]);
      expect(Number(await redis.get(keys[0] as string))).toBeGreaterThanOrEqual(4);
    } finally {
      redis.disconnect();
    }
  });
});
