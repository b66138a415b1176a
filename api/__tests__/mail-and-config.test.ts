import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Booking, PackageDetail } from '@trippy/contracts';
import { loadEnv } from '../src/env';
import { migrate, readMigrations, splitStatements } from '../src/db/migrate';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { travellersFor } from './helpers/travellers';

describe('mail delivery through SMTP (nodemailer JSON transport)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { SMTP_URL: 'json:' });
  });
  afterAll(() => ctx.close());

  it('reports emailSent true when the confirmation was delivered', async () => {
    const customer = await registerAndLogin(ctx.app);
    const pkg = (await ctx.app.inject('/api/packages/bir-billing-paragliding')).json<{
      data: PackageDetail;
    }>().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: {
        packageId: pkg._id,
        batchId: pkg.batches[0]?._id,
        numberOfSeats: 1,
        paymentType: 'full',
        addonIds: [],
        travellers: travellersFor(1),
        customerDetails: {
          fullName: 'Tara Negi',
          email: 'tara@example.in',
          phone: '9833333333',
          address: 'Bir',
          emergencyContact: '9844444444',
          emergencyName: 'Dev Negi',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<{ data: Booking }>().data;
    expect(booking.emailSent).toBe(true);
    const stored = (
      await ctx.app.inject({ url: `/api/bookings/${booking._id}`, headers: bearer(customer.token) })
    ).json<{ data: Booking }>().data;
    expect(stored.emailSent).toBe(true);
    // The operator's copy of the new booking follows in the background, after the customer's.
    let mails: Array<{ status: string; kind: string }> = [];
    for (let tries = 0; tries < 40; tries += 1) {
      mails = await ctx.handle.db.selectFrom('outbox').select(['status', 'kind']).execute();
      if (mails.every((m) => m.status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['booking-new']));
    expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
  });
});

describe('production mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      'pglite',
      { NODE_ENV: 'production', DEV_MAILBOX: false, PUBLIC_ORIGIN: 'https://trippy.example' },
      false,
    );
  });
  afterAll(() => ctx.close());

  it('has no development mailbox unless DEV_MAILBOX is on', async () => {
    expect((await ctx.app.inject('/api/dev/mailbox?to=a@b.in')).statusCode).toBe(404);
  });

  it('hides internals of server errors', async () => {
    ctx.app.db.selectFrom = () => {
      throw new Error('secret connection string postgres://x');
    };
    const res = await ctx.app.inject('/api/packages');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: 'Something went wrong. Please try again.' });
  });
});

describe('configuration', () => {
  it('requires JWT_SECRET in production on PostgreSQL, where several instances must share it', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', DATA_DIR: 'memory://', DATABASE_URL: 'postgres://x@y/z' }),
    ).toThrow('JWT_SECRET is required in production with DATABASE_URL');
  });
  it('generates a production secret for the embedded database and keeps it in the data directory', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-env-')), 'pglite');
    const first = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir });
    const second = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(first.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(first.DEV_MAILBOX).toBe(false);
    expect(fs.statSync(path.join(dataDir, '..', 'jwt-secret')).mode & 0o077).toBe(0);
  });
  it('validates numbers and URLs', () => {
    expect(() => loadEnv({ PORT: 'abc', DATA_DIR: 'memory://' })).toThrow('PORT must be an integer');
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x', DATA_DIR: 'memory://' })).toThrow('DATABASE_URL');
    const env = loadEnv({
      DATA_DIR: 'memory://',
      CORS_ORIGINS: 'https://a.in, https://b.in',
      SERVE_SITE: 'false',
    });
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      CORS_ORIGINS: ['https://a.in', 'https://b.in'],
      SERVE_SITE: false,
    });
  });
});

describe('migrations', () => {
  it('splits statements and applies each version once', async () => {
    expect(splitStatements('-- c\nCREATE TABLE a (x int);\nCREATE TABLE b (y int);\n')).toHaveLength(2);
    expect(readMigrations()[0]?.version).toBe(1);
    const ctx = await createTestApp('pglite', {}, false);
    try {
      expect(await migrate(ctx.handle.db)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
