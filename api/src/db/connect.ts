import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Db } from './schema';
import { lockDataDir } from './data-dir-lock';

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob>;
}

export interface OpenOptions {
  /** PostgreSQL when set. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or memory:// */
  dataDir: string;
  /** PostgreSQL only: use (and create) this schema, e.g. for isolated tests. */
  schema?: string | undefined;
  /** PGlite only: start from a dumped data directory (tests use a migrated, seeded template). */
  loadDataDir?: Blob | undefined;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Dates stay 'YYYY-MM-DD' strings (no time-zone shifts); bigint counts become numbers. */
const keepDate = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return keepDate;
        if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      parsers: { [DATE_OID]: keepDate, [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
      release();
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** Kysely over PostgreSQL (DATABASE_URL) or embedded PGlite persisted in a data directory. */
export function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema)
    : openPglite(options.dataDir, options.loadDataDir);
}
