import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './schema';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Files named NNN_name.sql, in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .map((file) => /^(\d{3,})_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      version: Number(match[1]),
      name: match[2] ?? '',
      sql: fs.readFileSync(path.join(dir, match[0]), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * One statement per query (the extended protocol refuses several). Statements end with `;` at the end of a
 * line; `--` comment lines are dropped. Migrations must not use dollar-quoted bodies.
 */
export function splitStatements(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction together with
 * its record. A PostgreSQL advisory lock keeps two starting instances from migrating at once.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<number[]> {
  // Under the same lock: two concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL's catalog.
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(7431001)`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(tx);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(7431001)`.execute(tx);
      const existing = await sql<{
        version: number;
      }>`SELECT version FROM schema_migrations WHERE version = ${migration.version}`.execute(tx);
      if (existing.rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await sql.raw(statement).execute(tx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`.execute(
        tx,
      );
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
