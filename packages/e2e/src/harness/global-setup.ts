import { startSite, waitForDemoPhotos } from './site-server';

/**
 * One production server for the whole e2e run. Its address reaches the tests through the environment
 * (set before any test file runs), so parallel runs by several people never read each other's server.
 */
export default async function globalSetup(): Promise<void> {
  const site = await startSite();
  await waitForDemoPhotos(site.origin);
  site.process.unref();
  process.env.E2E_SITE = JSON.stringify({
    origin: site.origin,
    dataDir: site.dataDir,
    remotesConfigFile: site.remotesConfigFile,
  });
  (globalThis as { __SITE_PROCESS__?: unknown }).__SITE_PROCESS__ = site.process;
}
