import fs from 'node:fs';
import { startSite } from './site-server';
import { STATE_FILE } from './paths';

/** One production server for the whole e2e run; its pid and address are handed to the tests by file. */
export default async function globalSetup(): Promise<void> {
  const site = await startSite();
  site.process.unref();
  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify({
      origin: site.origin,
      pid: site.process.pid,
      dataDir: site.dataDir,
      remotesConfigFile: site.remotesConfigFile,
    }),
  );
  (globalThis as { __SITE_PROCESS__?: unknown }).__SITE_PROCESS__ = site.process;
}
