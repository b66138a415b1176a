import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { stopProcess } from './site-server';
import path from 'node:path';
import { REPO_ROOT, STATE_FILE } from './paths';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __SITE_PROCESS__?: ChildProcess }).__SITE_PROCESS__;
  if (child) await stopProcess(child);
  const state = fs.existsSync(STATE_FILE)
    ? (JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { dataDir?: string })
    : {};
  if (state.dataDir) {
    // Keep the server's log of the run for a look after a failure.
    const log = path.join(state.dataDir, 'server.log');
    if (fs.existsSync(log)) fs.copyFileSync(log, path.join(REPO_ROOT, 'packages', 'e2e', 'last-server.log'));
    fs.rmSync(state.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(STATE_FILE, { force: true });
}
