import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { stopProcess } from './site-server';
import { REPO_ROOT } from './paths';
import { site } from './site';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __SITE_PROCESS__?: ChildProcess }).__SITE_PROCESS__;
  if (child) await stopProcess(child);
  const { dataDir } = site();
  // Keep the server's log of the run for a look after a failure.
  const log = path.join(dataDir, 'server.log');
  if (fs.existsSync(log)) fs.copyFileSync(log, path.join(REPO_ROOT, 'packages', 'e2e', 'last-server.log'));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
