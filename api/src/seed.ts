import { loadEnv } from './env';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { isSeeded, seedDemoData } from './seed/run-seed';
import { seedDemoPhotos } from './seed/demo-photos';

/** CLI: `node api/dist/seed.js [--force]` migrates and loads the demo data (only into an empty catalogue). */
async function main(): Promise<void> {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(handle.db);
    if (await isSeeded(handle.db)) {
      console.log('The catalogue already has packages; nothing to seed.');
      return;
    }
    const result = await seedDemoData(handle.db);
    console.log(`Seeded ${result.packages} packages and ${result.batches} batches into ${handle.kind}.`);
    const photos = await seedDemoPhotos(handle.db, new Date());
    console.log(`Stored ${photos} demo photos (the server makes their variants once it listens).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
