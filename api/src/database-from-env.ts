import type { Env } from './env';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrate } from './db/migrate';
import { isSeeded, seedDemoData } from './seed/run-seed';
import { seedDemoPhotos } from './seed/demo-photos';

/** Opens the configured database, applies pending migrations and seeds the demo data when the catalogue is empty. */
export async function prepareDatabase(env: Env, log: (message: string) => void): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const applied = await migrate(handle.db);
  if (applied.length > 0) log(`Applied migrations ${applied.join(', ')}`);
  if (!(await isSeeded(handle.db))) {
    const result = await seedDemoData(handle.db);
    if (result.packages > 0) {
      log(`Seeded ${result.packages} packages and ${result.batches} batches`);
      const started = Date.now();
      const photos = await seedDemoPhotos(handle.db, new Date());
      log(
        `Stored ${photos} demo photos in ${Date.now() - started} ms (their variants are made once the server listens)`,
      );
    } else log('Demo data was seeded by another instance');
  }
  return handle;
}
