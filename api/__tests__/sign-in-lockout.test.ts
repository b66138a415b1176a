import { DB_KINDS } from './helpers/db-targets';
import {
  createTestApp,
  latestCode,
  mailsTo,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { PER_ACCOUNT, sourceBlock } from '../src/modules/sign-in/auth-throttle.repository';

// Issue #39, finding 2: five wrong passwords from anywhere locked the owner out (429 for the right password,
// and for the right one-time code too: one counter for both).
const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.20';

describe('sourceBlock', () => {
  it.each([
    ['127.0.0.5', '127.0.0.5'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('throttles %s as %s', (address, block) => {
    expect(sourceBlock(address)).toBe(block);
  });
});

describe.each(DB_KINDS)('sign-in lockout on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const from = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress, payload });
  const password = (address: string, identifier: string, secret: string) =>
    from(address, '/api/customers/login', { identifier, password: secret });

  /** Signs in with a mailed login code from the address (asks for it, reads it from the mailbox). */
  const signInWithCode = async (address: string, customer: TestCustomer) => {
    // Registration just mailed a code: the 30 s between two code requests is not what is tested here.
    await ctx.handle.db.deleteFrom('auth_throttle').where('key', 'like', 'code-request:%').execute();
    const previous = await latestCode(ctx.app, customer.email);
    const asked = await from(address, '/api/customers/login-otp/request', { identifier: customer.email });
    expect(asked.statusCode).toBe(200);
    const code = await latestCode(ctx.app, customer.email, previous);
    return from(address, '/api/customers/login-otp/verify', { identifier: customer.email, code });
  };

  /** Mails of the kind to the address, once the background work that writes them had time to run. */
  const alertsTo = async (email: string, count: number) => {
    for (let tries = 0; tries < 100; tries++) {
      const alerts = (await mailsTo(ctx.app, email)).filter((mail) => mail.kind === 'sign-in-alert');
      if (alerts.length >= count) return alerts;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await mailsTo(ctx.app, email)).filter((mail) => mail.kind === 'sign-in-alert');
  };

  it("a stranger's wrong passwords from one address do not stop the owner's from another", async () => {
    const customer = await registerAndLogin(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await password(STRANGER, customer.email, `wrong-${i}-password`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The stranger's address waits even with the right password ...
    const strangerRight = await password(STRANGER, customer.email, customer.password);
    expect(strangerRight.statusCode).toBe(429);
    expect(strangerRight.headers['retry-after']).toMatch(/^\d+$/);
    // ... the owner, elsewhere, signs in with the password and with a code.
    expect((await password(OWNER, customer.phone, customer.password)).statusCode).toBe(200);
    expect((await signInWithCode(OWNER, customer)).statusCode).toBe(200);
  });

  it('keeps the mailed code open while the password path waits, and counts codes apart', async () => {
    const customer = await registerAndLogin(ctx.app);
    for (let i = 0; i < 6; i++) await password(OWNER, customer.email, `forgotten-${i}`);
    expect((await password(OWNER, customer.email, customer.password)).statusCode).toBe(429);
    // Same address, code path: open.
    expect((await signInWithCode(OWNER, customer)).statusCode).toBe(200);

    // Wrong codes are counted on their own: they do not close the password path from a fresh address.
    const other = await registerAndLogin(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await from(STRANGER, '/api/customers/login-otp/verify', {
        identifier: other.email,
        code: String(100_000 + i),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await password(STRANGER, other.email, other.password)).statusCode).toBe(200);
  });

  it('pauses the password path only at a per-account ceiling no single address reaches; the owner is mailed', async () => {
    const customer = await registerAndLogin(ctx.app);
    const wrongs = Array.from({ length: PER_ACCOUNT.free }, (_, i) => `guess-${i}`);
    // Five wrong passwords (the free ones) from each of ten addresses: the account's 50.
    let status = 0;
    for (let i = 0; i < wrongs.length; i++) {
      const address = `127.0.${10 + Math.floor(i / 5)}.1`;
      status = (await password(address, customer.email, wrongs[i]!)).statusCode;
      expect(status).toBe(401);
    }
    // Now the password waits for everyone, the owner's right one included, from an address never seen ...
    const paused = await password(OWNER, customer.email, customer.password);
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    // ... and the mailed code still signs the owner in.
    expect((await signInWithCode(OWNER, customer)).statusCode).toBe(200);

    // The owner was told at the 10th failure and when the ceiling was reached; nothing secret in the mail.
    const alerts = await alertsTo(customer.email, 2);
    expect(alerts).toHaveLength(2);
    expect(alerts.map((mail) => mail.subject).sort()).toEqual([
      'Failed sign-ins to your Trippy Himalaya account',
      'Sign-in to your Trippy Himalaya account is paused for a while',
    ]);
    for (const mail of alerts) {
      expect(mail.body).toMatch(/^Namaste Meera,\n/);
      expect(mail.body).not.toMatch(/guess-|127\.0\.|198\.51|\b\d{6}\b/);
    }
  });

  it('throttles staff the same way: per member and address, with a ceiling; codes apart; the member is mailed', async () => {
    const member = await createStaffToken(ctx.app, 'staff', { name: 'Asha Negi' });
    const staffLogin = (address: string, secret: string) =>
      from(address, '/api/operator/auth/login', { email: member.email, password: secret });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await staffLogin(STRANGER, `wrong-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await staffLogin(OWNER, member.password)).statusCode).toBe(200);
    // Wrong codes from the stranger (which use up that code's 5 tries) do not stop the member's next code.
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await from(STRANGER, '/api/operator/auth/verify', {
        email: member.email,
        code: String(200_000 + i),
      });
      guesses.push(res.statusCode);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    const burnt = await latestCode(ctx.app, member.email);
    await ctx.handle.db.deleteFrom('auth_throttle').where('key', 'like', 'staff:code-request:%').execute();
    expect((await staffLogin(OWNER, member.password)).statusCode).toBe(200);
    const code = await latestCode(ctx.app, member.email, burnt);
    const verified = await from(OWNER, '/api/operator/auth/verify', { email: member.email, code });
    expect(verified.statusCode).toBe(200);

    // The right password started the member's count afresh; 10 more failures (5 from each of two addresses,
    // the stranger's still waits): the member is told.
    for (let i = 0; i < 10; i++) await staffLogin(`127.0.99.${1 + (i % 2)}`, `wrong-again-${i}`);
    const alerts = await alertsTo(member.email, 1);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.body).toMatch(/^Hello Asha Negi,\n/);
    expect(alerts[0]?.body).not.toMatch(/wrong-|127\.0\.|203\.0|\b\d{6}\b/);
  });
});
