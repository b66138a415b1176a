import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';

export type DbKind = 'pglite' | 'postgres';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Checked once per process with a short synchronous probe (describe blocks cannot wait). */
function probePostgres(): string | undefined {
  if (process.env.TRIPPY_PG_PROBE !== undefined) return process.env.TRIPPY_PG_PROBE || undefined;
  const script = `const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:1500});c.connect().then(()=>c.end()).then(()=>process.exit(0),e=>{console.error(e.message);process.exit(1)})`;
  const result = spawnSync(process.execPath, ['-e', script, PG_URL], { cwd: __dirname, encoding: 'utf8', timeout: 5000 });
  const reason = result.status === 0 ? '' : (result.stderr || 'no answer').trim();
  process.env.TRIPPY_PG_PROBE = reason;
  return reason || undefined;
}

const pgProblem = probePostgres();
if (pgProblem) {
  console.warn(`PostgreSQL tests skipped: ${PG_URL} is not reachable (${pgProblem}). PGlite tests still run.`);
}

export const DB_KINDS: DbKind[] = pgProblem ? ['pglite'] : ['pglite', 'postgres'];
export const postgresAvailable = !pgProblem;

/** A fresh migrated database: PGlite in memory, or a new PostgreSQL schema dropped afterwards. */
export async function openTestDb(kind: DbKind): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void>; schema?: string }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle.db);
    return { handle, cleanup: () => handle.close() };
  }
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://', schema });
  await migrate(handle.db);
  return {
    handle,
    schema,
    cleanup: async () => {
      await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(handle.db);
      await handle.close();
    },
  };
}
