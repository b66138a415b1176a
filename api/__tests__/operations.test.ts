import { sql } from 'kysely';
import type { PackageDetail } from '@trippy/contracts';
import { DB_KINDS, PG_URL, openTestDb, postgresAvailable } from './helpers/db-targets';
import { openDatabase } from '../src/db/connect';
import { migrate, readMigrations } from '../src/db/migrate';
import { TEST_CONFIG, bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { REDIS_URL, redisProblem } from './helpers/redis';
import { buildApp } from '../src/app';
import type { App } from '../src/types';
import { seedDemoData } from '../src/seed/run-seed';
import { enqueueMail } from '../src/modules/notifications/outbox.repository';
import { insertNotification } from '../src/modules/notifications/notifications.repository';
import { travellersFor } from './helpers/travellers';

const until = async (condition: () => Promise<boolean>, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

describe.each(DB_KINDS)('health, metrics and request ids on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('is live, and ready only while every migration is applied', async () => {
    expect((await ctx.app.inject('/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured' } });
    await sql`DELETE FROM schema_migrations WHERE version = 3`.execute(ctx.handle.db);
    const pending = await ctx.app.inject('/health/ready');
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({ checks: { database: 'migrations pending: 3' } });
    await sql`INSERT INTO schema_migrations (version, name) VALUES (3, 'outbox_delivery')`.execute(
      ctx.handle.db,
    );
  });

  it('counts requests per route, bookings, seats left, the outbox backlog and sockets; only for this machine', async () => {
    const customer = await registerAndLogin(ctx.app);
    const pkg = (await ctx.app.inject('/api/packages/kedarkantha-trek')).json<{ data: PackageDetail }>().data;
    const batch = pkg.batches.find((b) => b.seatsLeft > 2);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: {
        packageId: pkg._id,
        batchId: batch?._id,
        numberOfSeats: 1,
        paymentType: 'full',
        addonIds: [],
        travellers: travellersFor(1),
        customerDetails: {
          fullName: 'Ravi Rana',
          email: customer.email,
          phone: '9812345678',
          address: 'Clock Tower, Dehradun',
          emergencyContact: '9898989898',
          emergencyName: 'Gita Rana',
        },
      },
    });
    expect(booked.statusCode).toBe(201);
    // Refusals are counted once each, with their status, like answers.
    expect((await ctx.app.inject('/api/packages?sort=nonsense')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/no-such-thing')).statusCode).toBe(404);
    const text = (await ctx.app.inject('/metrics')).body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/packages",status_code="400"\} 1$/m,
    );
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1$/m);
    expect(text).toMatch(/^bookings_created_total 1$/m);
    expect(text).toMatch(
      /^http_requests_total\{method="POST",route="\/api\/bookings",status_code="201"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/packages\/:slugOrId"\} \d+$/m,
    );
    expect(text).toContain(`batch_seats_left{package="kedarkantha-trek",batch="${batch?._id}"`);
    expect(text).toMatch(/^outbox_backlog \d+$/m);
    expect(text).toMatch(/^socket_connections 0$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect((await ctx.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode,
    ).toBe(403);
  });

  it('keeps a sane x-request-id from the proxy, makes one otherwise, and puts it in error bodies', async () => {
    const kept = await ctx.app.inject({ url: '/api/nothing', headers: { 'x-request-id': 'nginx-abc.123' } });
    expect(kept.headers['x-request-id']).toBe('nginx-abc.123');
    expect(kept.json()).toMatchObject({ success: false, requestId: 'nginx-abc.123' });
    const made = await ctx.app.inject({
      url: '/api/packages',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(DB_KINDS)('outbox delivery that survives crashes on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SMTP_URL: 'json:', OUTBOX_POLL_MS: 100 });
  });
  afterAll(() => ctx.close());

  const statusOf = async (id: string) =>
    await ctx.handle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('sends a mail left pending by a crash, and waits for another instance lease to run out', async () => {
    const orphan = await enqueueMail(ctx.handle.db, {
      kind: 'otp',
      to: 'orphan@example.in',
      subject: 's',
      body: 'b',
    });
    expect(await until(async () => (await statusOf(orphan)).status === 'sent')).toBe(true);
    const leased = await enqueueMail(ctx.handle.db, {
      kind: 'otp',
      to: 'leased@example.in',
      subject: 's',
      body: 'b',
    });
    await ctx.handle.db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() + 1500) })
      .where('id', '=', leased)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await statusOf(leased)).status).toBe('pending');
    expect(await until(async () => (await statusOf(leased)).status === 'sent')).toBe(true);
  });

  it('pushes a stored notification whose push was lost', async () => {
    const customer = await registerAndLogin(ctx.app);
    const lost = await insertNotification(ctx.handle.db, customer.id, () => 'Your balance is due');
    await ctx.handle.db
      .updateTable('notifications')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('id', '=', lost._id)
      .execute();
    const pushed = async () =>
      (
        await ctx.handle.db
          .selectFrom('notifications')
          .select('pushed_at')
          .where('id', '=', lost._id)
          .executeTakeFirstOrThrow()
      ).pushed_at !== null;
    expect(await until(pushed)).toBe(true);
  });
});

describe('outbox retries with backoff', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:9', OUTBOX_POLL_MS: 60_000 });
  });
  afterAll(() => ctx.close());

  it('counts a failed try and waits longer before the next', async () => {
    const id = await enqueueMail(ctx.handle.db, { kind: 'otp', to: 'x@example.in', subject: 's', body: 'b' });
    expect(await ctx.app.mailer.deliver([id])).toEqual({ [id]: false });
    const row = await ctx.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a second delivery does not try again.
    expect(await ctx.app.mailer.deliver([id])).toEqual({});
  });
});

(postgresAvailable ? describe : describe.skip)('two instances starting at once on PostgreSQL', () => {
  it('migrate once: the advisory lock lets one apply each migration', async () => {
    const first = await openTestDb('postgres', false);
    const second = await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://', schema: first.schema });
    try {
      // An empty schema again (every table of every migration gone), then two instances migrate at once.
      await sql.raw(`DROP SCHEMA "${first.schema}" CASCADE`).execute(first.handle.db);
      await sql.raw(`CREATE SCHEMA "${first.schema}"`).execute(first.handle.db);
      const [a, b] = await Promise.all([migrate(first.handle.db), migrate(second.db)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(readMigrations().map((m) => m.version));
    } finally {
      await second.close();
      await first.cleanup();
    }
  });

  it('seed the demo data once', async () => {
    const { handle, cleanup } = await openTestDb('postgres', false);
    try {
      const results = await Promise.all([seedDemoData(handle.db), seedDemoData(handle.db)]);
      expect(results.map((result) => result.packages > 0).sort()).toEqual([false, true]);
      const count = await handle.db
        .selectFrom('packages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(results.find((result) => result.packages > 0)?.packages);
    } finally {
      await cleanup();
    }
  });
});

describe('two instances sharing Redis', () => {
  let problem: string | undefined;
  let ctx: TestContext;
  let second: App;
  beforeAll(async () => {
    problem = await redisProblem();
    if (problem) {
      console.warn(`Shared catalogue cache test skipped: ${problem}.`);
      return;
    }
    ctx = await createTestApp(postgresAvailable ? 'postgres' : 'pglite', { REDIS_URL });
    second = await buildApp({ db: ctx.handle, closeDb: false, config: { ...TEST_CONFIG, REDIS_URL } });
    await second.ready();
  });
  afterAll(async () => {
    if (problem) return;
    await second.close();
    await ctx.close();
  });

  it('see a catalogue edit made through the other at once, not when the cache expires', async () => {
    if (problem) return;
    const nameOn = async (app: App) =>
      (await app.inject('/api/packages'))
        .json<{ data: Array<{ slug: string; name: string }> }>()
        .data.find((pkg) => pkg.slug === 'roopkund-trek')?.name;
    expect(await nameOn(ctx.app)).toBe('Roopkund Trek');
    expect(await nameOn(second)).toBe('Roopkund Trek');
    await ctx.handle.db
      .updateTable('packages')
      .set({ name: 'Roopkund Mystery Lake Trek' })
      .where('slug', '=', 'roopkund-trek')
      .execute();
    expect(await nameOn(second)).toBe('Roopkund Trek'); // cached
    await ctx.app.catalog.changed();
    expect(await until(async () => (await nameOn(second)) === 'Roopkund Mystery Lake Trek')).toBe(true);
    expect(await nameOn(ctx.app)).toBe('Roopkund Mystery Lake Trek');
    const ready = await second.inject('/health/ready');
    expect(ready.json()).toMatchObject({ checks: { redis: 'ok' } });
  });
});
