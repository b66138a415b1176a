import { backupPglite, restorePglite } from './db/pglite-backup';

const USAGE = `Backup of the embedded database (stop the server first):
  node api/dist/backup.js backup  <data-dir> <file.tar.gz>
  node api/dist/backup.js restore <file.tar.gz> <empty-data-dir>
PostgreSQL: pg_dump -Fc "$DATABASE_URL" -f trippy.dump and pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" trippy.dump (docs/operations.md).`;

async function main(): Promise<void> {
  const [command, from, to] = process.argv.slice(2);
  if (command === 'backup' && from && to) {
    const bytes = await backupPglite(from, to);
    console.log(`Backed up ${from} to ${to} (${bytes} bytes)`);
  } else if (command === 'restore' && from && to) {
    await restorePglite(from, to);
    console.log(`Restored ${from} into ${to}`);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
