import { loadEnv, staffPasswordFromEnv } from './env';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { createOrResetStaff, parseStaffCreateArgs, StaffCreateError } from './modules/staff/staff-admin';

/**
 * CLI: `STAFF_PASSWORD=... node dist/staff-create.js --email x --role owner|staff [--name "..."]` creates a
 * back-office member, or resets the role and password of the existing one with that email.
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2).filter((arg) => arg !== '--');
  const input = parseStaffCreateArgs(argv, { STAFF_PASSWORD: staffPasswordFromEnv() });
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(handle.db);
    const result = await createOrResetStaff(handle.db, { ...input, nameGiven: argv.includes('--name') });
    console.log(
      result.created
        ? `Created ${input.role} ${input.email} (${result.id}). Sign in at /operator/login with the password and the code mailed to that address.`
        : `Reset ${input.email} (${result.id}): role ${input.role}, new password, enabled; every session of it has ended.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StaffCreateError ? error.message : error);
  process.exit(1);
});
