import { sql } from 'kysely';
import type { DbOrTx } from './schema';

/** The versions recorded in schema_migrations (the migrations applied). */
export async function appliedMigrationVersions(db: DbOrTx): Promise<number[]> {
  const rows = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(db);
  return rows.rows.map((row) => Number(row.version));
}
