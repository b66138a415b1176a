import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { backupPglite, restorePglite } from '../src/db/pglite-backup';
import { DEMO_CUSTOMER } from '../src/seed/demo-data';
import { PG_URL, openTestDb, pgliteDirFromTemplate, postgresAvailable } from './helpers/db-targets';
import { TEST_CONFIG, registerAndLogin } from './helpers/test-app';
import { travellersFor } from './helpers/travellers';

const TABLES = ['packages', 'batches', 'customers', 'bookings', 'notifications', 'outbox'] as const;

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** Books two seats as a new customer and checks the demo customer can log in; the app closes after. */
async function useSite(handle: DatabaseHandle): Promise<void> {
  const app = await buildApp({ db: handle, closeDb: false, config: TEST_CONFIG });
  try {
    const customer = await registerAndLogin(app);
    const pkg = (await app.inject('/api/packages/kedarkantha-trek')).json<{
      data: { _id: string; batches: Array<{ _id: string; seatsLeft: number }> };
    }>().data;
    const batch = pkg.batches.find((b) => b.seatsLeft > 2);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: {
        packageId: pkg._id,
        batchId: batch?._id,
        numberOfSeats: 2,
        paymentType: 'full',
        addonIds: [],
        travellers: travellersFor(2),
        customerDetails: {
          fullName: 'Nandini Joshi',
          email: customer.email,
          phone: '9812345678',
          address: 'Rajpur Road, Dehradun',
          emergencyContact: '9898989898',
          emergencyName: 'Mohan Joshi',
        },
      },
    });
    expect(booked.statusCode).toBe(201);
  } finally {
    await app.close();
  }
}

async function demoCanLogIn(handle: DatabaseHandle): Promise<boolean> {
  const app = await buildApp({ db: handle, closeDb: false, config: TEST_CONFIG });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { identifier: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    return login.statusCode === 200;
  } finally {
    await app.close();
  }
}

// The embedded database now holds the demo photos' variants too: a backup and a restore take longer than the
// API suite's 30 s on a busy machine.
jest.setTimeout(120_000);

describe('backup and restore of the embedded database', () => {
  it('brings back every booking, and the demo customer logs in', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-backup-'));
    const dataDir = path.join(root, 'pglite');
    await pgliteDirFromTemplate(dataDir);
    let handle = await openDatabase({ dataDir });
    await useSite(handle);
    const before = await counts(handle);
    expect(before.bookings).toBeGreaterThan(0);
    await handle.close();

    const file = path.join(root, 'backup.tar.gz');
    expect(await backupPglite(dataDir, file)).toBeGreaterThan(0);
    fs.rmSync(dataDir, { recursive: true });
    await restorePglite(file, dataDir);
    await expect(restorePglite(file, dataDir)).rejects.toThrow('is not empty');

    handle = await openDatabase({ dataDir });
    try {
      expect(await counts(handle)).toEqual(before);
      expect(await demoCanLogIn(handle)).toBe(true);
    } finally {
      await handle.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

(postgresAvailable ? describe : describe.skip)(
  'backup and restore of PostgreSQL with pg_dump and pg_restore',
  () => {
    it('brings back every booking after the data is wiped, and the demo customer logs in', async () => {
      const { handle, schema, cleanup } = await openTestDb('postgres', true);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-pgdump-')), 'trippy.dump');
      try {
        await useSite(handle);
        const before = await counts(handle);
        const dump = spawnSync('pg_dump', ['-Fc', '-n', schema ?? '', '-f', file, PG_URL], {
          encoding: 'utf8',
        });
        expect(dump.stderr).toBe('');
        expect(dump.status).toBe(0);
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(handle.db);
        const restore = spawnSync('pg_restore', ['--no-owner', '-d', PG_URL, file], { encoding: 'utf8' });
        expect(restore.stderr).toBe('');
        expect(restore.status).toBe(0);
        expect(await counts(handle)).toEqual(before);
        expect(await demoCanLogIn(handle)).toBe(true);
      } finally {
        await cleanup();
      }
    });
  },
);
