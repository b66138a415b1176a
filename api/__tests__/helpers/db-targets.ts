import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toDateOnly } from '@trippy/domain';
import { seedDemoData } from '../../src/seed/run-seed';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';

export type DbKind = 'pglite' | 'postgres';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Checked once per process with a short synchronous probe (describe blocks cannot wait). */
function probePostgres(): string | undefined {
  if (process.env.TRIPPY_PG_PROBE !== undefined) return process.env.TRIPPY_PG_PROBE || undefined;
  const script = `const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:1500});c.connect().then(()=>c.end()).then(()=>process.exit(0),e=>{console.error(e.message);process.exit(1)})`;
  const result = spawnSync(process.execPath, ['-e', script, PG_URL], {
    cwd: __dirname,
    encoding: 'utf8',
    timeout: 5000,
  });
  const reason = result.status === 0 ? '' : (result.stderr || 'no answer').trim();
  process.env.TRIPPY_PG_PROBE = reason;
  return reason || undefined;
}

const pgProblem = probePostgres();
if (pgProblem) {
  console.warn(
    `PostgreSQL tests skipped: ${PG_URL} is not reachable (${pgProblem}). PGlite tests still run.`,
  );
}

export const DB_KINDS: DbKind[] = pgProblem ? ['pglite'] : ['pglite', 'postgres'];
export const postgresAvailable = !pgProblem;

/** Hash of everything a template depends on: migrations, seed sources and today's date (batches are relative). */
function templateKey(seeded: boolean): string {
  const hash = crypto.createHash('sha256').update(`${seeded}:${toDateOnly()}`);
  const seedDir = path.join(__dirname, '../../src/seed');
  for (const dir of [path.join(__dirname, '../../migrations'), seedDir]) {
    for (const file of fs.readdirSync(dir).sort()) hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite starts from a migrated (and seeded) data-directory template cached in the temp folder:
 * initdb, migrations and seeding cost seconds, loading the template a fraction of that.
 */
async function pgliteFromTemplate(seeded: boolean): Promise<DatabaseHandle> {
  const file = path.join(os.tmpdir(), `trippy-pglite-${templateKey(seeded)}.tar`);
  if (fs.existsSync(file)) {
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(file)]) });
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle.db);
  if (seeded) await seedDemoData(handle.db);
  const dump = await handle.dump?.();
  if (dump) {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, file);
  }
  return handle;
}

/** A PGlite data directory on disk holding the migrated, seeded template (for tests of the built server). */
export async function pgliteDirFromTemplate(dataDir: string): Promise<void> {
  const file = path.join(os.tmpdir(), `trippy-pglite-${templateKey(true)}.tar`);
  if (!fs.existsSync(file)) await (await pgliteFromTemplate(true)).close();
  const handle = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await handle.close();
}

/** A fresh migrated (optionally seeded) database: PGlite in memory, or a new PostgreSQL schema dropped afterwards. */
export async function openTestDb(
  kind: DbKind,
  seeded = false,
): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void>; schema?: string }> {
  if (kind === 'pglite') {
    const handle = await pgliteFromTemplate(seeded);
    return { handle, cleanup: () => handle.close() };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://', schema });
  await migrate(handle.db);
  if (seeded) await seedDemoData(handle.db);
  return {
    handle,
    schema,
    cleanup: async () => {
      await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(handle.db);
      await handle.close();
    },
  };
}
