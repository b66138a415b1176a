import { DB_KINDS } from './helpers/db-targets';
import {
  createTestApp,
  latestCode,
  randomPhone,
  registerAndLogin,
  type TestContext,
} from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { mannWhitney, timeAlternating, type Timings } from './helpers/mann-whitney';

// Issue #39, finding 3: POST /api/customers/send-otp answered an existing verified email in 15.6 ms median
// against 17.8 ms for an unknown one (48 alternating pairs, Mann-Whitney p = 0.00015); the suite's median
// test (40 samples, "within noise") missed it. Each path below is timed over 48 alternating pairs, after a
// warm-up, and fails at p < 0.01.
// `test:unit` runs this file alone, after the parallel suite: timed beside another Jest worker, the code login
// measured 1.05 / 1.01 ms of CPU (existing / unknown, p < 0.001) in two whole-suite runs, and 1.17 / 1.16 ms
// (p = 0.38) alone, with 96 pairs: the other worker's load, not the code path, made the difference.
const PAIRS = Number(process.env.TIMING_PAIRS ?? 48);
const ALPHA = 0.01;
const BEST = Number(process.env.TIMING_BEST ?? 2);

describe('the Mann-Whitney U helper', () => {
  it('matches the textbook value and finds a 1 ms difference in 48 pairs', async () => {
    // Fully separated samples of 5: U = 0, z = 2.507 with continuity correction, p = 0.0122 (SciPy's value).
    const separated = mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]);
    expect(separated.u).toBe(0);
    expect(separated.p).toBeCloseTo(0.0122, 3);
    expect(mannWhitney([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]).p).toBe(1);
    // The method's power: a request that does 1 ms more work than the other is caught.
    const spin = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const { wall } = await timeAlternating(PAIRS, [async () => spin(2), async () => spin(3)]);
    expect(wall.test.p).toBeLessThan(ALPHA);
  });
});

describe.each(DB_KINDS)('equal time for existing and unknown accounts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, payload });
  const forgetThrottles = async () => {
    await ctx.handle.db.deleteFrom('auth_throttle').execute();
  };
  /**
   * Fails when the two sides differ at p < 0.01, in wall time (what a client sees) or in this process's CPU
   * time (the work done; other processes on a loaded machine hardly disturb it). A first such result is
   * measured once more (a burst of load on a shared 2-core machine can bias one run); a real difference
   * shows in both.
   */
  const expectSameTime = async (label: string, measure: () => Promise<Timings>) => {
    const report = (r: Timings) =>
      (['wall', 'cpu'] as const)
        .map(
          (clock) =>
            `${clock} ${r[clock].medians[0].toFixed(2)} / ${r[clock].medians[1].toFixed(2)} ms (p = ${r[clock].test.p.toFixed(4)})`,
        )
        .join(', ');
    const worst = (r: Timings) => Math.min(r.wall.test.p, r.cpu.test.p);
    let result = await measure();
    console.info(`${label} on ${kind}, existing / unknown, ${PAIRS} pairs: ${report(result)}`);
    if (worst(result) < ALPHA) {
      result = await measure();
      console.info(`${label} on ${kind}, measured again: ${report(result)}`);
    }
    expect(worst(result)).toBeGreaterThanOrEqual(ALPHA);
  };

  it('registration (send-otp) answers an existing verified address and an unknown one in the same time', async () => {
    const existing = await registerAndLogin(ctx.app);
    const tag = Math.random().toString(36).slice(2, 8);
    const body = (email: string) => ({
      firstName: 'Asha',
      lastName: 'Negi',
      email,
      phone: randomPhone(),
      password: 'Badri@2026-long',
    });
    await expectSameTime('send-otp', () =>
      timeAlternating(
        PAIRS,
        [
          async () => {
            expect((await post('/api/customers/send-otp', body(existing.email))).statusCode).toBe(201);
          },
          async (i) => {
            const unknown = `nobody.${tag}.${i}.${Math.random().toString(36).slice(2, 6)}@example.in`;
            expect((await post('/api/customers/send-otp', body(unknown))).statusCode).toBe(201);
          },
        ],
        async () => {
          // The previous registration's after-answer work is done: only this request's own time counts.
          await ctx.app.backgroundSettled();
          await forgetThrottles();
        },
        { best: BEST },
      ),
    );
  }, 120_000);

  // The password paths verify an argon2 hash (a dummy one for an unknown account) and write the same
  // throttle rows either way; the hash's noise makes them slow to time, so they are timed on PGlite (where
  // the CPU time sees the database's work too) with single samples.
  const onPglite = kind === 'pglite' ? it : it.skip;

  onPglite(
    'password login answers a wrong password for an existing and an unknown account in the same time',
    async () => {
      const existing = await registerAndLogin(ctx.app);
      await expectSameTime('password login', () =>
        timeAlternating(
          PAIRS,
          [
            async () =>
              post('/api/customers/login', { identifier: existing.email, password: 'Wrong@Guess1' }),
            async () =>
              post('/api/customers/login', { identifier: 'nobody@example.in', password: 'Wrong@Guess1' }),
          ],
          forgetThrottles,
        ),
      );
    },
    120_000,
  );

  // A wrong code for an account with a code waiting used to bump that code's own try count (a row only real
  // accounts have) while an unknown account's UPDATE matched nothing: tries are now one upsert on
  // auth_throttle for every account (countCodeTry). Then the clean-clone CI run measured 0.99 / 0.95 ms of CPU
  // on PostgreSQL (p = 0.0003): only a real account's lookups returned rows for the driver to parse. Both
  // lookups now return one row of the same types either way (findSignInAccount, findLatestCode).
  it('code login answers a wrong code for an account with a code waiting and an unknown one in the same time', async () => {
    const existing = await registerAndLogin(ctx.app);
    await forgetThrottles();
    const previous = await latestCode(ctx.app, existing.email);
    await post('/api/customers/login-otp/request', { identifier: existing.email });
    const code = await latestCode(ctx.app, existing.email, previous);
    const wrong = code === '000001' ? '000002' : '000001';
    await expectSameTime('code login', () =>
      timeAlternating(
        PAIRS,
        [
          async () => post('/api/customers/login-otp/verify', { identifier: existing.email, code: wrong }),
          async () =>
            post('/api/customers/login-otp/verify', { identifier: 'nobody@example.in', code: wrong }),
        ],
        forgetThrottles,
        { best: BEST },
      ),
    );
  }, 120_000);

  onPglite(
    'staff sign-in answers a wrong password for a member and an unknown address in the same time',
    async () => {
      const member = await createStaffToken(ctx.app, 'staff');
      await expectSameTime('staff sign-in', () =>
        timeAlternating(
          PAIRS,
          [
            async () => post('/api/operator/auth/login', { email: member.email, password: 'Wrong@Guess1' }),
            async () =>
              post('/api/operator/auth/login', {
                email: 'nobody@staff.example.in',
                password: 'Wrong@Guess1',
              }),
          ],
          forgetThrottles,
        ),
      );
    },
    120_000,
  );
});
