import { DB_KINDS } from './helpers/db-targets';
import { createTestApp, type TestContext } from './helpers/test-app';

// Issue 39: every identifier ever tried (unknown ones included) left an auth_throttle row forever. The job
// queue's daily `auth.prune` deletes the rows that no longer change an answer, and only those.
describe.each(DB_KINDS)('pruning spent sign-in counters on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('deletes counters whose window, delay and last code are all over; keeps every other', async () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const ahead = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
    const rows = [
      {
        key: 'test:spent',
        failures: 7,
        window_started_at: ago(30),
        locked_until: ago(29),
        last_code_at: null,
      },
      {
        key: 'test:spent-code',
        failures: 1,
        window_started_at: ago(72),
        locked_until: null,
        last_code_at: ago(72),
      },
      { key: 'test:fresh', failures: 2, window_started_at: ago(0.5), locked_until: null, last_code_at: null },
      {
        key: 'test:still-locked',
        failures: 9,
        window_started_at: ago(30),
        locked_until: ahead(1),
        last_code_at: null,
      },
      {
        key: 'test:recent-code',
        failures: 0,
        window_started_at: ago(30),
        locked_until: null,
        last_code_at: ago(0.1),
      },
      {
        key: 'test:within-a-day',
        failures: 3,
        window_started_at: ago(20),
        locked_until: null,
        last_code_at: null,
      },
    ];
    await ctx.handle.db.insertInto('auth_throttle').values(rows).execute();

    await ctx.app.jobs.runOnce();
    const left = await ctx.handle.db
      .selectFrom('auth_throttle')
      .select('key')
      .where('key', 'like', 'test:%')
      .orderBy('key')
      .execute();
    expect(left.map((row) => row.key)).toEqual([
      'test:fresh',
      'test:recent-code',
      'test:still-locked',
      'test:within-a-day',
    ]);
    const job = await ctx.handle.db
      .selectFrom('jobs')
      .select(['status'])
      .where('kind', '=', 'auth.prune')
      .execute();
    expect(job).toEqual([{ status: 'done' }]);
  });
});
