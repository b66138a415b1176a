import closeWithGrace from 'close-with-grace';
import { assertStartable, loadEnv } from './env';
import { buildApp } from './app';
import { prepareDatabase } from './database-from-env';
import { siteOriginOf } from './shared/use-case-context';

/** Production entry: migrate, seed once, listen, and shut down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = loadEnv();
  // Refused before any migration or seeding (production without PUBLIC_ORIGIN).
  assertStartable(env);
  const handle = await prepareDatabase(env, (message) => console.log(`[trippy] ${message}`));
  const app = await buildApp({ db: handle, closeDb: true, logger: true });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // Port taken: the database is closed (and its lock released) before the process ends.
    await app.close();
    throw error;
  }
  // The address the site's links use (PUBLIC_ORIGIN; npm start sets it to this same address).
  app.log.info(
    `Trippy Himalaya on ${siteOriginOf(env)} (${handle.kind}${env.DATABASE_URL ? '' : ` in ${env.DATA_DIR}`})`,
  );
  if (env.DEV_MAILBOX)
    app.log.info(
      `Demo mailbox (one-time codes): http://localhost:${env.PORT}/api/dev/mailbox?to=<email>, answered only on this machine`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
