#!/usr/bin/env node
/**
 * PostgreSQL chores of the cluster scripts, with the API's own `pg` (no client tools needed):
 *   node deploy/db.mjs ping <url>     exit 0 when the server answers (on its `postgres` database)
 *   node deploy/db.mjs ensure <url>   create the URL's database when it is missing
 *   node deploy/db.mjs drop <url>     drop the URL's database (closing its connections first)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');

const [command, url] = process.argv.slice(2);
if (!['ping', 'ensure', 'drop'].includes(command ?? '') || !url) {
  console.error('usage: db.mjs ping|ensure|drop <postgres://…/database>');
  process.exit(2);
}

const target = new URL(url);
const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
if (command !== 'ping' && !/^[A-Za-z_][A-Za-z0-9_-]{0,62}$/.test(database)) {
  console.error(`db.mjs: refusing the database name "${database}"`);
  process.exit(2);
}
const maintenance = new URL(url);
maintenance.pathname = '/postgres';

const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const quoted = `"${database}"`;
  if (command === 'ensure') {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${quoted}`);
        console.log(`created database ${database}`);
      } catch (error) {
        // Created meanwhile by someone else: fine.
        if (error.code !== '42P04') throw error;
      }
    }
  } else if (command === 'drop') {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    await client.query(`DROP DATABASE IF EXISTS ${quoted}`);
  }
} catch (error) {
  console.error(`db.mjs ${command}: ${url.replace(/:[^:@/]*@/, ':***@')}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
